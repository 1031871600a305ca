import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <SomethingWentWrong onRetry={this.retry} /> : this.props.children;
  }
}

function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card stack error-screen" role="alert" aria-labelledby="screen-error-title">
      <h2 id="screen-error-title" className="section-title">
        {t('app.screenError.title')}
      </h2>
      <p>{t('app.screenError.text')}</p>
      <div className="cluster">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    </section>
  );
}

/**
 * Around each route: a screen that throws shows a localized "something went wrong" with a retry
 * instead of a blank page, and the rest of the app (header, navigation) keeps working. Retrying
 * also lets failed queries of the screen load again.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}
    </QueryErrorResetBoundary>
  );
}
