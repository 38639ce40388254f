import { Component, Fragment, type ReactNode } from 'react';
import { LightButton } from '../components/light/light';
import { t } from '../i18n/i18n';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * A page whose files could not be downloaded (offline, or a new version deployed in between) says
 * so in the user's language and tries again when the connection returns, or on Retry; the rest of
 * the site (menu, other pages) stays usable.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (this.state.failed) this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.failed) {
      return (
        <div className="light-card light-stack light-stack--s" role="alert" data-testid="page-not-loaded">
          <h2 className="light-h2">{t('common.pageNotLoaded')}</h2>
          <p className="light-secondary">{navigator.onLine ? t('common.tryAgain') : t('common.offline')}</p>
          <div>
            <LightButton onClick={this.retry}>{t('common.retry')}</LightButton>
          </div>
        </div>
      );
    }
    // A new key mounts the page again, which downloads its files again.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
