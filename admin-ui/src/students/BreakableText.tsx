import { Fragment } from 'react';
import { breakPoints } from './breakPoints';

export interface BreakableTextProps {
  text: string;
}

/** An e-mail address that wraps after "@" and dots on a narrow card, rather than mid-word. */
export const BreakableText = ({ text }: BreakableTextProps) => (
  <>
    {breakPoints(text).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);
