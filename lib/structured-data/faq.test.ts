import { faqPageJsonLd, plainText } from './faq';

describe('plainText', () => {
  it('strips HTML tags and Markdown marks and decodes the common entities', () => {
    expect(plainText('<p>Cena je <strong>350&nbsp;€</strong> &amp; više.</p>')).toBe('Cena je 350 € & više.');
    expect(plainText('Pogledajte **cenovnik** i [vodič](/blog/vodic/), *odmah*.')).toBe('Pogledajte cenovnik i vodič, odmah.');
    expect(plainText('Kod `x` i __ovo__.')).toBe('Kod x i ovo.');
    expect(plainText('<p>Jedan</p><p>dva<br>tri</p>')).toBe('Jedan dva tri');
  });

  it('joins paragraphs with a space and keeps arithmetic, dashes and diacritics', () => {
    expect(plainText('Prvi pasus.\n\n  Drugi pasus: 2 * 3 = 6, 8–10 zuba, čćđšž.')).toBe('Prvi pasus. Drugi pasus: 2 * 3 = 6, 8–10 zuba, čćđšž.');
  });
});

describe('faqPageJsonLd', () => {
  it('makes each item a Question with its Answer as plain text, in order', () => {
    const data = faqPageJsonLd([
      { question: 'Prvo?', answer: 'Da.\n\nSvakako.' },
      { question: 'Drugo?', answer: '<b>Ne</b>.' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Prvo?', acceptedAnswer: { '@type': 'Answer', text: 'Da. Svakako.' } },
        { '@type': 'Question', name: 'Drugo?', acceptedAnswer: { '@type': 'Answer', text: 'Ne.' } },
      ],
    });
  });
});

describe('the page’s language in its structured data (issue 39)', () => {
  it('an FAQPage carries inLanguage when the page gives it', () => {
    expect(faqPageJsonLd([{ question: 'Koliko?', answer: 'Mnogo.' }], 'en-GB')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en-GB' });
    expect(faqPageJsonLd([{ question: 'Koliko?', answer: 'Mnogo.' }])).not.toHaveProperty('inLanguage');
  });

  it('a link in an answer reaches the data as its words', () => {
    const data = faqPageJsonLd([{ question: 'Koliko?', answer: 'Vidite [Kako izgleda konsultacija?](/faq/#konsultacija)' }], 'sr-Latn');
    expect(JSON.stringify(data)).toContain('"text":"Vidite Kako izgleda konsultacija?"');
  });
});
