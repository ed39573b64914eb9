import { z } from 'zod';
import { defineCollection, listMessages, requiredText, wholeNumber } from './define.ts';

const required = 'All fields are required';

export const faqInput = z.object({
  id: wholeNumber(required, 'FAQ ID', 1),
  question: requiredText(required, 'Question', 500),
  answer: requiredText(required, 'Answer', 5_000),
});
export type FaqInput = z.input<typeof faqInput>;

export const faqsCollection = defineCollection({
  name: 'faqs',
  title: 'FAQ Section',
  description: 'Questions and answers shown on the homepage, in order of their ID.',
  singular: 'FAQ',
  input: faqInput,
  layout: 'list',
  fields: [
    { name: 'id', label: 'ID', kind: 'number', min: 1, hint: 'Sets the display order' },
    { name: 'question', label: 'Question', kind: 'text', placeholder: 'How long is a course?' },
    { name: 'answer', label: 'Answer', kind: 'textarea' },
  ],
  display: { title: 'question', body: 'answer', leading: { kind: 'value', field: 'id' } },
  messages: listMessages(required, 'FAQ', 'FAQs'),
  // the highest existing ID plus one.
  numbered: { prefix: '', digits: 0 },
  defaults: ({ highestNumber }) => ({ id: highestNumber + 1 }),
});
