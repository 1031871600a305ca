import { describe, expect, it } from 'vitest';
import { ContextError, parseContext } from '../../infra/context';

describe('parseContext', () => {
  it('applies defaults to empty context', () => {
    expect(parseContext({})).toEqual({
      stage: 'prod',
      adminEmails: [],
      aiDailyQuota: 20,
      aiReservedConcurrency: 10,
      webBuildDir: 'dist/web',
      sessionIdleMinutes: 30,
    });
  });

  it.each([
    [
      'admin emails from a comma string',
      { adminEmails: ' A@x.com, b@y.org ,' },
      { adminEmails: ['a@x.com', 'b@y.org'] },
    ],
    ['quota given as a -c string', { aiDailyQuota: '5' }, { aiDailyQuota: 5 }],
    ['quota given as a cdk.json number', { aiDailyQuota: 7 }, { aiDailyQuota: 7 }],
    [
      'empty optional strings as absent',
      { googleClientId: '', googleClientSecretName: ' ' },
      { googleClientId: undefined },
    ],
    [
      'google pair',
      { googleClientId: 'id.apps.googleusercontent.com', googleClientSecretName: 'ej/google' },
      { googleClientId: 'id.apps.googleusercontent.com', googleClientSecretName: 'ej/google' },
    ],
    [
      'custom domain pair',
      {
        domainName: 'journal.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
      { domainName: 'journal.example.com' },
    ],
    ['a dev stage', { stage: 'dev-2' }, { stage: 'dev-2' }],
    [
      'an explicit model id, as it is',
      { bedrockModelId: 'global.anthropic.claude-haiku-4-5-20251001-v1:0' },
      { bedrockModelId: 'global.anthropic.claude-haiku-4-5-20251001-v1:0' },
    ],
    ['an empty model id as absent', { bedrockModelId: ' ' }, { bedrockModelId: undefined }],
    ['no reserved concurrency', { aiReservedConcurrency: '0' }, { aiReservedConcurrency: 0 }],
    ['an alarm email', { alarmEmail: 'ops@example.com' }, { alarmEmail: 'ops@example.com' }],
    ['idle minutes given as a -c string', { sessionIdleMinutes: '15' }, { sessionIdleMinutes: 15 }],
    ['no idle sign-out', { sessionIdleMinutes: 0 }, { sessionIdleMinutes: 0 }],
    [
      'an SES sender with its domain and configuration set',
      {
        sesSenderEmail: 'hello@journal.example.com',
        sesVerifiedDomain: 'journal.example.com',
        sesConfigurationSet: 'journal-mail',
      },
      { sesSenderEmail: 'hello@journal.example.com', sesConfigurationSet: 'journal-mail' },
    ],
  ])('accepts %s', (_name, raw, expected) => {
    expect(parseContext(raw)).toMatchObject(expected);
  });

  it.each([
    ['an upper-case stage', { stage: 'Prod' }, /stage: lowercase/],
    [
      'a stage Cognito refuses in domain prefixes',
      { stage: 'aws-test' },
      /stage: must not contain aws/,
    ],
    ['a bad admin email', { adminEmails: 'a@x.com,nope' }, /adminEmails\.1: each admin email/],
    ['a non-integer quota', { aiDailyQuota: '2.5' }, /aiDailyQuota/],
    ['a zero quota', { aiDailyQuota: 0 }, /aiDailyQuota/],
    [
      'a google id without secret',
      { googleClientId: 'id' },
      /googleClientSecretName: googleClientId and googleClientSecretName go together/,
    ],
    [
      'a facebook secret without id',
      { facebookAppSecretName: 's' },
      /facebookAppId: facebookAppId and facebookAppSecretName go together/,
    ],
    [
      'a domain without certificate',
      { domainName: 'journal.example.com' },
      /certificateArn: domainName and certificateArn/,
    ],
    [
      'a certificate outside us-east-1',
      {
        domainName: 'journal.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      },
      /certificateArn: an ACM ARN in us-east-1/,
    ],
    ['a model id with spaces', { bedrockModelId: 'claude haiku' }, /bedrockModelId/],
    ['a negative reserved concurrency', { aiReservedConcurrency: -1 }, /aiReservedConcurrency/],
    ['a bad alarm email', { alarmEmail: 'ops' }, /alarmEmail: an email address/],
    ['idle minutes past a day', { sessionIdleMinutes: 1441 }, /sessionIdleMinutes/],
    ['fractional idle minutes', { sessionIdleMinutes: '7.5' }, /sessionIdleMinutes/],
    [
      'a configuration set without a sender',
      { sesConfigurationSet: 'journal-mail' },
      /sesConfigurationSet: sesConfigurationSet needs sesSenderEmail/,
    ],
    [
      'a sender outside the verified domain',
      { sesSenderEmail: 'hello@other.example.org', sesVerifiedDomain: 'journal.example.com' },
      /sesVerifiedDomain: sesSenderEmail must be an address of sesVerifiedDomain/,
    ],
  ])('rejects %s', (_name, raw, message) => {
    expect(() => parseContext(raw)).toThrow(ContextError);
    expect(() => parseContext(raw)).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      parseContext({ stage: 'X', aiDailyQuota: 'many', adminEmails: 'bad' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContextError);
      const { problems, message } = error as ContextError;
      expect(problems.map((p) => p.split(':')[0])).toEqual(
        expect.arrayContaining(['stage', 'aiDailyQuota', 'adminEmails.0']),
      );
      expect(message).toMatch(/^Invalid CDK context:\n {2}- /);
    }
  });
});
