import { Component, type ReactNode } from 'react';

interface Props {
  message: string;
  reload: string;
  children: ReactNode;
}

/**
 * An island that throws while rendering in the browser would otherwise leave an empty space
 * (React unmounts a root it cannot render): it says that it broke and offers a reload (an empty
 * link reloads the address). React logs the error itself.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="island-error" role="alert">
        {this.props.message} <a href="">{this.props.reload}</a>
      </p>
    );
  }
}
