import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';

export function Card({ title, className, style, children }: { title?: ReactNode; className?: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <section className={cx('card', className)} style={style}>
      <div className="card-body">
        {title ? <h1 className="card-title h4 mb-3">{title}</h1> : null}
        {children}
      </div>
    </section>
  );
}
