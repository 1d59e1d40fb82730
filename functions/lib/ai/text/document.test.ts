import { describe, expect, it } from 'vitest';
import { cleanInline, parseDocument, splitSentences } from './document';

describe('splitSentences', () => {
  it('keeps abbreviations, section references, initials and decimals inside a sentence', () => {
    // Prepare
    const text =
      'Staff, e.g. nurses and care workers, must report incidents. See s. 16 of Act No. 104 of 2024. Dr J. Smith approved version 2.1 on 3 Nov. 2025. Questions? Call the Care Manager.';
    // Act
    const out = splitSentences(text);
    // Assess
    expect(out).toEqual([
      'Staff, e.g. nurses and care workers, must report incidents.',
      'See s. 16 of Act No. 104 of 2024.',
      'Dr J. Smith approved version 2.1 on 3 Nov. 2025.',
      'Questions?',
      'Call the Care Manager.',
    ]);
  });

  it('splits Chinese text on its full stops', () => {
    expect(splitSentences('员工必须报告事件。经理会审查。')).toEqual(['员工必须报告事件。', '经理会审查。']);
  });
});

describe('cleanInline', () => {
  it('removes markdown emphasis, links, code and HTML but keeps the words', () => {
    expect(
      cleanInline(
        '**Staff** must read the [SIRS guide](https://example.org) and `form A` <b>now</b> &amp; _today_.',
      ),
    ).toBe('Staff must read the SIRS guide and form A now & today.');
  });

  it('leaves underscores inside words alone', () => {
    expect(cleanInline('the file incident_register_v2 is kept')).toBe(
      'the file incident_register_v2 is kept',
    );
  });
});

describe('parseDocument', () => {
  it('joins a list lead-in to its items so each item reads as a statement', () => {
    // Prepare
    const md =
      '# Incidents\n\n## Reporting\nStaff must:\n- tell the Registered Nurse immediately;\n- complete an incident form within 24 hours; and\n- notify the family.\n';
    // Act
    const doc = parseDocument(md);
    // Assess
    expect(doc.title).toBe('Incidents');
    expect(doc.sentences.filter((s) => s.kind === 'list').map((s) => s.text)).toEqual([
      'Staff must tell the Registered Nurse immediately.',
      'Staff must complete an incident form within 24 hours.',
      'Staff must notify the family.',
    ]);
    expect(doc.sentences.every((s) => s.section === 'Reporting')).toBe(true);
  });

  it('keeps items whose lead-in cannot be joined as they are, with the lead-in recorded', () => {
    const doc = parseDocument(
      'People can complain in the way that suits them:\n\n- in writing;\n- by phone.\n',
    );
    const items = doc.sentences.filter((s) => s.kind === 'list');
    expect(items.map((s) => s.text)).toEqual(['in writing;', 'by phone.']);
    expect(items[0]?.lead).toBe('People can complain in the way that suits them:');
  });

  it('turns table rows into header: value statements', () => {
    const doc = parseDocument(
      '| Priority | Timeframe |\n|---|---|\n| Priority 1 | 24 hours |\n| Priority 2 | 30 days |\n',
    );
    expect(doc.sentences.map((s) => s.text)).toEqual([
      'Priority: Priority 1; Timeframe: 24 hours.',
      'Priority: Priority 2; Timeframe: 30 days.',
    ]);
  });

  it('reads a table cell broken into lines as a lead-in and its items, and a first line as the row', () => {
    const doc = parseDocument(
      '| Clause | Obligations |\n|---|---|\n' +
        '| Visiting staff | Before each shift, every carer must:<br>(i) sign the visitor book;<br>(ii) wash their hands at the entry. |\n' +
        '| Keys | 1. Keys stay in the lock box.<br>2. Lost keys are reported to the **Site Lead** on the day. |\n',
    );
    expect(doc.sentences.map((s) => [s.kind, s.text])).toEqual([
      ['table', 'Clause: Visiting staff; Obligations: Before each shift, every carer must.'],
      ['list', 'Before each shift, every carer must sign the visitor book.'],
      ['list', 'Before each shift, every carer must wash their hands at the entry.'],
      ['table', 'Clause: Keys; Obligations: Keys stay in the lock box.'],
      ['list', 'Lost keys are reported to the Site Lead on the day.'],
    ]);
    // The table keeps each cell whole.
    expect(doc.tables[0]?.rows[1]?.[1]).toBe(
      '1. Keys stay in the lock box. 2. Lost keys are reported to the Site Lead on the day.',
    );
  });

  it('finds headings in setext, bold and plain-text documents', () => {
    // Prepare
    const text = [
      'Complaints Policy',
      '=================',
      '',
      '**Purpose**',
      '',
      'This policy explains how we handle complaints.',
      '',
      '2. Scope',
      'It applies to all staff.',
      '',
      'RESPONSIBILITIES',
      'The Care Manager resolves complaints.',
    ].join('\n');
    // Act
    const doc = parseDocument(text);
    // Assess
    expect(doc.headings.map((h) => h.text)).toEqual([
      'Complaints Policy',
      'Purpose',
      '2. Scope',
      'RESPONSIBILITIES',
    ]);
    expect(doc.sentences.map((s) => [s.section, s.text])).toEqual([
      ['Purpose', 'This policy explains how we handle complaints.'],
      ['2. Scope', 'It applies to all staff.'],
      ['RESPONSIBILITIES', 'The Care Manager resolves complaints.'],
    ]);
  });

  it('reads a bold label straight above its text as a heading, not as the start of the first sentence', () => {
    const doc = parseDocument(
      [
        '## 4. Acknowledging feedback',
        '',
        '**Our commitment**',
        'Nobody is treated differently for raising a concern.',
        '',
        '**Steps**',
        '4.1 The Feedback Officer acknowledges each complaint within two business days.',
        'A **bold word** inside a sentence stays in the sentence.',
      ].join('\n'),
    );
    expect(doc.sentences.map((s) => [s.section, s.text])).toEqual([
      ['Our commitment', 'Nobody is treated differently for raising a concern.'],
      ['Steps', '4.1 The Feedback Officer acknowledges each complaint within two business days.'],
      ['Steps', 'A bold word inside a sentence stays in the sentence.'],
    ]);
  });

  it('does not mistake a sentence without a full stop for a heading', () => {
    const doc = parseDocument('Staff must wash their hands before every contact\n');
    expect(doc.headings).toEqual([]);
    expect(doc.sentences.map((s) => s.text)).toEqual(['Staff must wash their hands before every contact']);
  });

  it('skips fenced code and horizontal rules', () => {
    const doc = parseDocument('Intro sentence here.\n\n```\nconst x = 1;\n```\n\n---\n\nLast sentence here.');
    expect(doc.sentences.map((s) => s.text)).toEqual(['Intro sentence here.', 'Last sentence here.']);
  });

  it('returns nothing for an empty document', () => {
    expect(parseDocument('')).toEqual({ title: '', headings: [], sentences: [], tables: [] });
  });
});

describe('tables', () => {
  it("keeps a table's header, rows and caption, and the statement each row was read into", () => {
    const doc = parseDocument(
      [
        '## 5. Reporting',
        '',
        '5.1 Lodgement timeframes',
        '',
        '| Priority | Notify the Commission |',
        '|---|---|',
        '| Priority 1 | Within **24 hours** |',
        '| Priority 2 | Within 30 days |',
      ].join('\n'),
    );
    expect(doc.tables).toHaveLength(1);
    const [table] = doc.tables;
    expect(table?.header).toEqual(['Priority', 'Notify the Commission']);
    expect(table?.rows).toEqual([
      ['Priority 1', 'Within 24 hours'],
      ['Priority 2', 'Within 30 days'],
    ]);
    expect(table?.caption).toBe('Lodgement timeframes');
    expect(doc.sentences[table?.rowSentences[1] ?? -1]?.text).toBe(
      'Priority: Priority 2; Notify the Commission: Within 30 days.',
    );
  });
});

describe('the title of a document', () => {
  it('is the first heading, with the heading under it as a subtitle when the first has no text of its own', () => {
    const named = parseDocument(
      '# Bright Horizons Care Ltd\n\n## Medication Management Policy\n\nNurses give medicines.',
    );
    expect(named).toMatchObject({
      title: 'Bright Horizons Care Ltd',
      subtitle: 'Medication Management Policy',
    });
    const plain = parseDocument(
      '# Medication Policy\n\nNurses give medicines.\n\n## Storage\n\nLocked trolleys.',
    );
    expect(plain.title).toBe('Medication Policy');
    expect(plain.subtitle).toBeUndefined();
  });

  it("takes a second top-level heading straight under the first as the policy's own title", () => {
    const doc = parseDocument(
      '# Saltbush Community Care Inc.\n# Our Clients Decide: Rights and Choice Policy\n\nClients choose their services.',
    );
    expect(doc).toMatchObject({
      title: 'Saltbush Community Care Inc.',
      subtitle: 'Our Clients Decide: Rights and Choice Policy',
    });
  });

  it("reads the policy's heading past a line that places the provider, and a manual page's NAME line", () => {
    const termSheet = parseDocument(
      '# DORRIGO PLATEAU HOME CARE CO-OPERATIVE LTD\n\n**ABN 41 872 330 915 · 14 Hickory Street, Dorrigo NSW 2453**\n\n## POLICY TERM SHEET PTS-03 — COMPLAINTS AND FEEDBACK\n\n| Item | Terms |\n|---|---|\n| Channels | By phone or email. |\n',
    );
    expect(termSheet.subtitle).toBe('POLICY TERM SHEET PTS-03 — COMPLAINTS AND FEEDBACK');
    const manPage = parseDocument(
      '# HESED-RECORDS(5)\n\n## NAME\n\n**hesed-records** — the records Hesed Homes keeps and how long they are retained\n\n## SYNOPSIS\n\nKeep records.\n',
    );
    expect(manPage.subtitle).toBe(
      'hesed-records — the records Hesed Homes keeps and how long they are retained',
    );
  });

  it('does not join a lead-in ending in "when" to an item that opens a clause of its own', () => {
    const doc = parseDocument(
      "We know it's working when:\n- When a client raises a concern, we thank them the same day.\n- With the client's agreement, we tell their family.\n- complaints are acknowledged within 2 business days.\n",
    );
    const texts = doc.sentences.map((s) => s.text);
    expect(texts).toContain('When a client raises a concern, we thank them the same day.');
    expect(texts).toContain("With the client's agreement, we tell their family.");
    expect(texts).toContain("We know it's working when complaints are acknowledged within 2 business days.");
  });

  it("skips a navigation trail between the provider's name and the policy's own title", () => {
    const doc = parseDocument(
      '# Channel Country Health\n\n## Staff Hub › Tarrabool › All Staff\n\n### Records in the aged care wing\n\nRecords are kept for 7 years.\n',
    );
    expect(doc.subtitle).toBe('Records in the aged care wing');
  });

  it("reads the heading under a document's number as its title, and not a section under a named heading", () => {
    const doc = parseDocument(
      '# Practice Ruling\n\n## PR 2025/4\n\n### Privacy and personal information: collecting and keeping client information\n\n> This Ruling binds every worker.\n\n## Ruling\n\nWe collect only what we need.\n',
    );
    expect(doc.subtitle).toBe(
      'PR 2025/4 — Privacy and personal information: collecting and keeping client information',
    );
    const named = parseDocument(
      '# Practice Ruling\n\n## Complaints Ruling 2025\n\n### 1. Purpose\n\nWe welcome complaints.\n',
    );
    expect(named.subtitle).toBe('Complaints Ruling 2025');
  });

  it("takes the policy's own heading after a line that says what kind of document it is, and a procedure's heading under a manual's section", () => {
    // "# Provider", "## COUNCIL POLICY", "# Privacy ..." and "# Provider", "## Quality Management System — Process
    // Description", "# PD-HR-02 ...": the heading of the provider's rank names the policy.
    expect(
      parseDocument(
        '# Yarrowee Shire Council\n\n## COUNCIL POLICY\n\n# Complaints about Community Care Policy\n\n| Adopted | 2025 |\n|---|---|\n\n## 1. Purpose\n\nWe welcome complaints.\n',
      ).subtitle,
    ).toBe('Complaints about Community Care Policy');
    expect(
      parseDocument(
        '# WARATAH HOME SERVICES LTD\n\n## Quality Management System — Process Description\n\n# PD-CL-04 Medication Assistance\n\n## 1. Process overview\n\nWorkers assist with medicines from a dose administration aid.\n',
      ).subtitle,
    ).toBe('PD-CL-04 Medication Assistance');
    // A manual's name, one of its sections, then a procedure of that section before any text: the procedure is the
    // policy. A section's first numbered part is not.
    expect(
      parseDocument(
        '# TELOPEA CARE — NURSING PROCEDURE MANUAL\n\n## Section 9: Clinical Documentation\n\n### NPM-ADM-07 Archiving and Destroying Resident Records\n\n| | |\n|---|---|\n| Version | 2 |\n\n#### 1. Purpose\n\nRecords are kept for 7 years.\n',
      ).title,
    ).toBe('NPM-ADM-07 Archiving and Destroying Resident Records');
    expect(
      parseDocument(
        '# Telopea Care — Staff Handbook\n\n## Section 6: Complaints\n\n### 6.1 How to complain\n\nAnyone can complain.\n',
      ).title,
    ).toBe('Section 6: Complaints');
  });

  it("takes a collection's chapter under the provider's name as the policy's title, not the collection", () => {
    const doc = parseDocument(
      '# Shepherd Grove Care\n\n## Staff & Volunteer Handbook — 4th edition, November 2025\n\n### Chapter 6 — When someone is unhappy with us: complaints and feedback\n\nWe thank people who complain.\n',
    );
    expect(doc.subtitle).toBe('Chapter 6 — When someone is unhappy with us: complaints and feedback');
    // A handbook that is itself the policy keeps its title when a section of it follows.
    const own = parseDocument(
      '# Shepherd Grove Care\n\n## Code of Conduct Handbook\n\n### 1. Purpose\n\nEveryone follows the Code.\n',
    );
    expect(own.subtitle).toBe('Code of Conduct Handbook');
    // A book of rules is a collection too: its Part is the policy.
    const rules = parseDocument(
      '# Quokka Aged Living Pty Ltd\n# HOUSE RULES BOOK\n\n## PART 5 — MEDICINES\n\n*Made by the Board on 1 October 2025.*\n\n### Rule 5.1 — Definitions\n\nIn this Part, a medication chart is the electronic chart.\n',
    );
    expect(rules.subtitle).toBe('PART 5 — MEDICINES');
    // So is a set of site rules, whose parts are lettered.
    const site = parseDocument(
      '# Quokka Home Assist Inc.\n## Contractor Site Rules — Home Sites\n### Part E: Speaking Up — Reporting Wrongdoing\n\n**Document:** QHA-CSR-E\n\n**E1. What this Part is for**\n\nE1.1 This Part tells contractors how to report wrongdoing.\n',
    );
    expect(site.subtitle).toBe('Part E: Speaking Up — Reporting Wrongdoing');
    // A lettered part of a single document is only a division of it.
    const lettered = parseDocument(
      "# Statement of Expectations No. 6 — Keeping Good Records\n\n**Issued by:** the Board\n\n## Part A — The Board's Statement of Expectations\n\n### 1. Why the Board is issuing this Statement\n\nRecords matter.\n",
    );
    expect(lettered.subtitle ?? lettered.title).toBe(
      'Statement of Expectations No. 6 — Keeping Good Records',
    );
    // A numbered part straight under the name of a set of documents, before any text, is this document.
    const chapter = parseDocument(
      '# Tarcoola Downs Home Support Ltd\n## FIELD OPERATIONS STANDING ORDERS\n### CHAPTER 7 — RECORDS KEPT AND DESTROYED\n\n| | |\n|---|---|\n| **Order** | FOSO-07 |\n\n#### 7.1 Purpose\n\nThis chapter says which records we keep.\n',
    );
    expect(chapter.subtitle).toBe('CHAPTER 7 — RECORDS KEPT AND DESTROYED');
    // A first numbered section of the document itself is not its title.
    const first = parseDocument(
      '# Tarcoola Downs Home Support Ltd\n## Records Retention Policy\n### Section 1 — Purpose\n\nThis policy says which records we keep.\n',
    );
    expect(first.subtitle).toBe('Records Retention Policy');
  });

  it("reads two headings of the same level under the provider's name as one title, and a section under it as none", () => {
    const doc = parseDocument(
      '# Wimmera Care Co-operative\n\n### Orientation Module 2 — Knowledge Check\n### Workforce Screening, Induction and Training\n\nEvery worker is screened.\n',
    );
    expect(doc.subtitle).toBe(
      'Orientation Module 2 — Knowledge Check — Workforce Screening, Induction and Training',
    );
    const sectioned = parseDocument(
      '# Wimmera Care Co-operative\n\n## Complaints Policy\n\n### 1. Purpose\n\nWe listen.\n',
    );
    expect(sectioned.subtitle).toBe('Complaints Policy');
  });

  it('leads the items of a nested list with the last sentence of the item above them', () => {
    const doc = parseDocument(
      '1. **What happens next.** The Team Leader owns the complaint once it is logged. They will:\n   - acknowledge it within 2 business days;\n   - record the outcome.\n',
    );
    const item = doc.sentences.find((s) => /2 business days/.test(s.text));
    expect(item?.text).toBe('They will acknowledge it within 2 business days.');
  });

  it('reads the lists and headings of a quoted block as those of the page', () => {
    const doc = parseDocument(
      '> **7. When something goes wrong**\n> - Any medication error goes into RiskMan before the end of the shift.\n> - The RN tells the resident what happened.\n',
    );
    expect(doc.sentences.map((s) => s.text)).toContain(
      'Any medication error goes into RiskMan before the end of the shift.',
    );
    expect(doc.sentences.some((s) => /^- |When something goes wrong -/.test(s.text))).toBe(false);
  });

  it("takes a memo's subject line for what it is about", () => {
    const table = parseDocument(
      '# TIDEWATER HOME SUPPORT LTD\n\n## CEO CIRCULAR No. 2025/21\n\n| | |\n|---|---|\n| **To** | All staff |\n| **Subject** | Complaints, compliments and feedback |\n\nColleagues, please read this.\n',
    );
    expect(table.subtitle).toBe('CEO CIRCULAR No. 2025/21 — Complaints, compliments and feedback');
    const label = parseDocument(
      '# Memo\n\n**To:** All staff\n**Re:** Medication management at home\n\nStaff help clients with their medicines.\n',
    );
    expect(label.subtitle).toBe('Medication management at home');
    // A Board manual's control table names the policy under the manual's name.
    const control = parseDocument(
      '**QUOLL CARE LTD**\n\n# BOARD POLICY MANUAL\n\n| | |\n|---|---|\n| **Policy category** | Executive Limitations |\n| **Policy number and title** | EL-2.4 Complaints and Feedback |\n\nThe CEO shall not leave a complaint unanswered.\n',
    );
    expect(control.subtitle).toBe('EL-2.4 Complaints and Feedback');
    // So does a directive's information block, under a line that only says what kind of document it is.
    const directive = parseDocument(
      '# EASTERN PLAINS LOCAL HEALTH DISTRICT\n## Quorrobolong Multi-Purpose Service\n\n# POLICY DIRECTIVE\n\n| | |\n|---|---|\n| **Document number** | EPLHD PD2025_017 |\n| **Title** | Aged Care Records – Management and Retention |\n\n## POLICY STATEMENT\n\nRecords are kept for as long as the law requires.\n',
    );
    expect(directive.subtitle).toBe('Aged Care Records – Management and Retention');
    // A book's part says at its head what it was adopted as, not a line in its text.
    const adopted = parseDocument(
      '# The Quandary Pattern Book\n### Patterns for living in small households\n#### Part Four (b) — When something is wrong and hard to say\n\n*Adopted as the Quandary whistleblower policy by the Board, 6 November 2025. Next review: November 2026.*\n\n## 41 SAFE SPEAKING\n\nAnyone may speak.\n',
    );
    expect(adopted.subtitle).toBe('Patterns for living in small households — Quandary whistleblower policy');
    const inText = parseDocument(
      '# Decision Log\n\n## Book 1: Code of Conduct\n\n**Decision:** The Code of Conduct for Aged Care is adopted as the conduct standard for our program.\n',
    );
    expect(inText.subtitle).toBe('Book 1: Code of Conduct');
    const kindOnly = parseDocument(
      '# Complaints\n\n| | |\n|---|---|\n| Status | Adopted as organisational policy by the Executive, 19 November 2025 |\n\nWe welcome complaints.\n',
    );
    expect(kindOnly.subtitle).toBeUndefined();
  });

  it("takes a collection's part as the title when the collection's name is the first heading", () => {
    const doc = parseDocument(
      '# Carrowbrook House — Staff Handbook\n## Section 6: When something goes wrong — incidents and the SIRS\n\nTell the RN straight away.\n',
    );
    expect(doc.title).toBe('Section 6: When something goes wrong — incidents and the SIRS');
    expect(doc.subtitle).toBeUndefined();
  });

  it('reads any symbol a writer uses as a bullet as a list marker', () => {
    const doc = parseDocument(
      'Our rules:\n▸ Falls are reviewed within 24 hours.\n→ Sensor mats are checked weekly.\n☐ The RN signs the chart.\n',
    );
    const texts = doc.sentences.map((s) => s.source);
    expect(texts).toEqual([
      'Our rules:',
      'Falls are reviewed within 24 hours.',
      'Sensor mats are checked weekly.',
      'The RN signs the chart.',
    ]);
    expect(doc.sentences.slice(1).every((s) => s.kind === 'list')).toBe(true);
  });

  it("takes the speaker's name off a line of a conversation, but not a label such as NOTE", () => {
    const doc = parseDocument(
      '**DANNY:** What about supervision?\n\n**MARCUS:** Your coordinator sees you every three months.\n\n**DANNY:** And after that?\n\n**MARCUS:** A review every year.\n\nNOTE: Supervision notes are kept in the HR system.\n',
    );
    const marcus = doc.sentences.find((s) => s.text.startsWith('Your coordinator'));
    expect(marcus?.speaker).toBe('MARCUS');
    expect(doc.sentences.map((s) => s.text)).toContain('NOTE: Supervision notes are kept in the HR system.');
    // One line in capitals with a colon is no conversation.
    const single = parseDocument(
      'PURPOSE: This policy sets out how we screen workers.\n\nWORKERS: Everyone is screened.\n',
    );
    expect(single.sentences.every((s) => s.speaker === undefined)).toBe(true);
  });

  it('takes off the numbered labels a document runs its lines with, but not a priority or a day', () => {
    const doc = parseDocument(
      '**Rule 1 (Open):** Greet the client by name.\n\n**Rule 2 (Open):** Wear your badge.\n\n**Rule 7 (Close):** Write the visit note within 24 hours.\n\n**Priority 1:** Call the RN now.\n\n**Priority 2:** Tell the RN at handover.\n\n**Day 1:** Meet your buddy.\n\n**Day 2:** Shadow a shift.\n\n**Day 3:** Complete manual handling.\n',
    );
    const texts = doc.sentences.map((s) => s.text);
    expect(texts).toContain('Write the visit note within 24 hours.');
    expect(texts).toContain('Greet the client by name.');
    // Two priorities may be names, and a day says when.
    expect(texts).toContain('Priority 1: Call the RN now.');
    expect(texts).toContain('Day 3: Complete manual handling.');
    // One rule is not a run of them.
    const one = parseDocument('**Rule 4:** Knock before you enter.\n\nEveryone follows the rules.\n');
    expect(one.sentences[0]?.text).toBe('Rule 4: Knock before you enter.');
    // A numbered label that goes on to a title names its paragraph, and is kept.
    const titled = parseDocument(
      '**Step 1 — Listen.** Thank the person.\n\n**Step 2 — Record.** Enter it the same day.\n\n**Step 3 — Resolve.** Reply within 5 days.\n',
    );
    expect(titled.sentences.map((s) => s.text)).toContain('Step 3 — Resolve.');
  });

  it("reads a list's items as statements of their own under a lead-in that ends a whole clause", () => {
    const doc = parseDocument(
      'Each complaint is handled according to how urgent it is:\n\n- **Urgent complaints** — answered by the manager within 24 hours.\n- **Other complaints** — answered within 5 business days.\n\nThe key contacts are:\n\n- the Quality Manager\n',
    );
    const texts = doc.sentences.map((s) => s.text);
    expect(texts).toContain('Urgent complaints — answered by the manager within 24 hours.');
    expect(texts.some((t) => /how urgent it is urgent/i.test(t))).toBe(false);
    // A lead-in whose "are" waits for its item is still read with it.
    expect(texts).toContain('The key contacts are the Quality Manager.');
  });

  it('starts a new list at an unindented line ending in a colon, instead of running it into the item above', () => {
    const doc = parseDocument(
      "Do:\n- Check for pain first\n- Use the plan\nDon't:\n- Lock doors because you are short-staffed\n",
    );
    const last = doc.sentences.at(-1);
    expect(last?.text).toContain('Lock doors because you are short-staffed');
    expect(last?.lead).toBe("Don't:");
    expect(doc.sentences.some((s) => /Use the plan Don't/.test(s.text))).toBe(false);
  });
  it("reads a bullet's own letter or numeral as its marker, not as its first word", () => {
    const doc = parseDocument(
      'A resident may be supported by:\n\n- a. a family member;\n- (ii) an advocate from OPAN;\n* iv) a friend they choose.\n- e.g. a neighbour who visits.\n',
    );
    const texts = doc.sentences.map((s) => s.text);
    expect(texts).toContain('A resident may be supported by a family member.');
    expect(texts).toContain('A resident may be supported by an advocate from OPAN.');
    expect(texts).toContain('A resident may be supported by a friend they choose.');
    // "e.g." is a word, not a letter.
    expect(texts.some((t) => /by e\.g\. a neighbour/.test(t))).toBe(true);
  });

  it("takes a definition list's term as the label of its definition", () => {
    const doc = parseDocument(`# Records Retention

## ENVIRONMENT

**Residential**
:   Paper records are scanned into the care system within 7 days and the originals sent to the Records Officer.

**Home care**
:   Client notes are entered in the app at each visit.
`);
    const scanned = doc.sentences.find((s) => s.text.includes('scanned'));
    expect(scanned?.text).toMatch(/^Paper records are scanned/);
    expect(scanned?.sectionPath.at(-1)).toBe('Residential');
  });
});
