import { Accordion, AccordionItem } from '../../ui/Accordion';

/** One question and answer of an audience page's FAQ. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ of /for-experts and /for-interviewees: one answer open at a time, and
 * pressing the open question closes it (spec section 2).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion singleOpen>
      {items.map((item) => (
        <AccordionItem key={item.question} id={item.question} title={item.question}>
          <p>{item.answer}</p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
