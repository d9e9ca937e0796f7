import { MAIN_CONTENT_ID } from '../lib/focus';
import classes from './skip-link.module.css';

/**
 * 'Skip to content': the first stop of the Tab key, hidden until focused; it moves focus past the header and the
 * page links to the main content (docs/product/README.md#keyboard-and-screen-readers).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        // Focus, not only scroll: the next Tab then starts inside the content. The URL keeps its route.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
