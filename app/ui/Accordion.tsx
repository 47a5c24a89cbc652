import type { ReactNode } from 'react';
import {
  Button,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
  Disclosure as RacDisclosure,
  type DisclosureProps as RacDisclosureProps,
} from 'react-aria-components';
import * as styles from './Accordion.css';
import { Chevron } from './Chevron';

export interface AccordionProps
  extends Omit<DisclosureGroupProps, 'className' | 'style' | 'allowsMultipleExpanded'> {
  /**
   * One item open at a time; opening one closes the other and pressing the open one
   * closes it (the spec's FAQs). Default true.
   */
  singleOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/** A stack of `AccordionItem`s (FAQ lists). */
export function Accordion({ singleOpen = true, className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={!singleOpen}
      className={[styles.group, className].filter(Boolean).join(' ')}
    />
  );
}

export interface DisclosureProps
  extends Omit<RacDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible trigger text. */
  title: ReactNode;
  /** The heading level the title sits at in the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}

/** One collapsible item inside an Accordion. */
export function AccordionItem({ className, ...props }: DisclosureProps) {
  return (
    <DisclosureBase {...props} className={[styles.item, className].filter(Boolean).join(' ')} />
  );
}

/** A single collapsible section on its own (e.g. 'View Previous Questions (n)'). */
export function Disclosure({ className, ...props }: DisclosureProps) {
  return (
    <DisclosureBase
      {...props}
      className={[styles.standalone, className].filter(Boolean).join(' ')}
    />
  );
}

function DisclosureBase({
  title,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RacDisclosure {...props} className={className}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <Chevron className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelBody}>{children}</div>
      </DisclosurePanel>
    </RacDisclosure>
  );
}
