/** "A@x.com, b@y.com ," → ["a@x.com", "b@y.com"]: how operators give the admin emails. */
export const parseEmailList = (text: string): string[] =>
  text
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
