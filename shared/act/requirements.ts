// The Aged Care Act 2024 reference: each requirement a provider's policies can be assessed against, in our own words,
// with its citation (marked when a section number could not be confirmed) and the evidence a policy shows it with.
import type { ActRequirement } from './types';

const ACT = 'Aged Care Act 2024 (Cth)';
const STANDARDS = 'Strengthened Aged Care Quality Standards';
const STANDARDS_SOURCE = 'agedcarequality.gov.au/providers/quality-standards';

export const ACT_REQUIREMENTS: readonly ActRequirement[] = [
  {
    id: 'rights',
    title: 'Statement of Rights',
    kind: 'act',
    summary:
      'People receiving aged care have rights to independence and choice, equitable access, safe and quality care, ' +
      'privacy, raising concerns without reprisal, and staying connected with family and community. Providers must ' +
      'act in a way that is compatible with these rights.',
    citation: `${ACT} ss 23-24`,
    citationConfirmed: true,
    source: 'legislation.gov.au; agedcarequality.gov.au "New aged care act"',
    core: true,
    related: ['complaints', 'privacy', 'standard-1'],
    headings: ['rights', 'statement of rights', 'consumer rights', 'resident rights', 'dignity'],
    keywords: [
      'rights',
      'statement of rights',
      'choice',
      'independence',
      'dignity',
      'respect',
      'reprisal',
      'advocate',
    ],
    anchors: ['right*'],
    elements: [
      {
        id: 'rights-reference',
        label: "a link between the policy and the person's rights under the Act",
        weight: 1.5,
        evidence: [
          'statement of rights',
          'rights & aged care act',
          'their rights',
          'rights of older',
          'human rights',
          'right to',
        ],
        suggestion:
          'Name the Statement of Rights and say which rights this policy protects (for example choice, safety and raising concerns without reprisal).',
      },
      {
        id: 'rights-choice',
        label: 'choice, independence and control for the person',
        weight: 1,
        evidence: [
          'choice',
          'independen*',
          'autonomy',
          'self-determination',
          'own decision*',
          'preferences',
          'dignity of risk',
        ],
        suggestion: "Say how the person's choices and preferences are sought and respected.",
      },
      {
        id: 'rights-dignity',
        label: 'dignity, respect and cultural safety',
        weight: 1,
        evidence: ['dignity', 'respect*', 'cultural* safe*', 'cultur* & divers*', 'identity'],
        suggestion:
          'State that people are treated with dignity and respect, and that their culture, identity and diversity are valued.',
      },
      {
        id: 'rights-safety',
        label: 'safe, quality care free from abuse and neglect',
        weight: 1,
        evidence: [
          'safe & quality care',
          'high quality care',
          'free from abuse',
          'free from harm',
          'abuse & neglect',
          'quality and safety',
          'safe care',
        ],
        suggestion:
          'State the commitment to safe, quality care and to protecting people from abuse and neglect.',
      },
      {
        id: 'rights-voice',
        label: 'raising concerns without fear of reprisal',
        weight: 1,
        evidence: [
          'without fear',
          'no reprisal',
          'without reprisal',
          'not disadvantaged',
          'not be disadvantaged',
          'raise concern*',
          'raise a concern',
          'speak up',
        ],
        suggestion:
          'Say that anyone can raise a concern or complaint without reprisal and that their care will not be affected.',
      },
      {
        id: 'rights-support',
        label: 'access to supporters, advocates, interpreters and information they understand',
        weight: 1,
        evidence: [
          'advoca*',
          'supporter*',
          'representative*',
          'interpret*',
          'accessible format*',
          'easy english',
          'plain language',
        ],
        suggestion:
          'Explain how people can involve a supporter, representative or advocate and get information in a language and format they understand.',
      },
    ],
  },
  {
    id: 'principles',
    title: 'Statement of Principles',
    kind: 'act',
    summary:
      'A set of principles that guide how the aged care system, providers and workers act. Policies should reflect ' +
      'them, for example by putting the person at the centre and by learning and improving.',
    citation: `${ACT} ss 25-26`,
    citationConfirmed: true,
    source: 'legislation.gov.au',
    core: false,
    related: ['rights'],
    headings: ['principles', 'statement of principles', 'key principles'],
    keywords: ['principles', 'statement of principles', 'person-centred', 'continuous improvement'],
    anchors: ['principle*'],
    elements: [
      {
        id: 'principles-reference',
        label: 'a reference to the Statement of Principles',
        weight: 1.5,
        evidence: ['statement of principles'],
        suggestion: 'Refer to the Statement of Principles and show how the policy applies it.',
      },
      {
        id: 'principles-person',
        label: 'a person-centred approach',
        weight: 1,
        evidence: [
          'person-centred',
          'person centred',
          'person-centered',
          'individual* & needs & preferences',
          'what matters',
        ],
        suggestion: 'Describe how the policy puts the person and what matters to them at the centre.',
      },
      {
        id: 'principles-improve',
        label: 'learning and continuous improvement',
        weight: 1,
        evidence: ['continuous improvement', 'lessons learn*', 'learn from', 'quality improvement'],
        suggestion: 'Say how what is learnt from this policy in practice feeds continuous improvement.',
      },
    ],
  },
  {
    id: 'code-of-conduct',
    title: 'Code of Conduct for Aged Care',
    kind: 'act',
    summary:
      'The Code of Conduct binds registered providers, their responsible persons and their workers: act with respect, ' +
      'honesty and integrity, protect people from harm, and raise concerns. Breaches can lead to action, including ' +
      'banning orders.',
    citation: `${ACT} s 14`,
    citationConfirmed: false,
    citationNote: 'Section number as found in secondary material; not confirmed against the Act text.',
    source: 'agedcarequality.gov.au "New aged care act"',
    core: false,
    related: ['workforce', 'whistleblower'],
    headings: ['code of conduct', 'conduct', 'code'],
    keywords: ['code of conduct', 'conduct', 'integrity', 'honesty', 'banning order', 'misconduct'],
    anchors: ['code of conduct'],
    elements: [
      {
        id: 'conduct-reference',
        label: 'a reference to the Code of Conduct for Aged Care',
        weight: 2,
        evidence: ['code of conduct'],
        suggestion:
          'Refer to the Code of Conduct for Aged Care and say that it binds the organisation, its responsible persons and workers.',
      },
      {
        id: 'conduct-who',
        label: 'who the Code binds (workers, volunteers, responsible persons)',
        weight: 1,
        evidence: [
          'code of conduct & worker*',
          'code of conduct & staff',
          'code of conduct & volunteer*',
          'code of conduct & responsible person*',
        ],
        suggestion:
          'State who must follow the Code: all workers, volunteers, contractors and responsible persons.',
      },
      {
        id: 'conduct-behaviour',
        label: 'the behaviour expected (respect, honesty, integrity, safety)',
        weight: 1,
        evidence: ['honest*', 'integrity', 'act with respect', 'transparen*'],
        suggestion:
          'Describe the behaviour expected of workers: respect, honesty, integrity and keeping people safe.',
      },
      {
        id: 'conduct-breach',
        label: 'what happens when the Code is breached',
        weight: 1,
        evidence: ['breach* & code', 'misconduct', 'disciplinary', 'banning order*', 'banned'],
        suggestion:
          'Explain how breaches of the Code are reported and handled, and that the Commission can take action, including banning orders.',
      },
    ],
  },
  {
    id: 'statutory-duty',
    title: 'Provider statutory duty',
    kind: 'act',
    summary:
      'A registered provider must ensure, so far as reasonably practicable, that its conduct does not cause adverse ' +
      'effects to the health and safety of the people it cares for. Failing this duty can attract civil penalties.',
    citation: `${ACT} Chapter 3`,
    citationConfirmed: false,
    citationNote: 'The duty sits in Chapter 3; the section number was not confirmed.',
    source: 'agedcarequality.gov.au "New aged care act"',
    core: false,
    related: ['due-diligence', 'standard-2'],
    headings: ['duty of care', 'statutory duty', 'risk management', 'health and safety'],
    keywords: [
      'statutory duty',
      'duty of care',
      'reasonably practicable',
      'adverse effects',
      'civil penalty',
      'health and safety',
      'risk',
    ],
    anchors: ['duty', 'reasonably practicable', 'health and safety'],
    elements: [
      {
        id: 'duty-reference',
        label: 'the duty to avoid adverse effects on health and safety, so far as reasonably practicable',
        weight: 2,
        evidence: ['reasonably practicable', 'statutory duty', 'duty of care', 'adverse effect* & health'],
        suggestion:
          "State the provider's duty to ensure, so far as reasonably practicable, that its conduct does not cause adverse effects to people's health and safety.",
      },
      {
        id: 'duty-risk',
        label: 'how risks to health and safety are identified and controlled',
        weight: 1,
        evidence: [
          'risk assessment*',
          'identif* & risk*',
          'hazard*',
          'risk management',
          'control* & risk*',
          'mitigat*',
        ],
        suggestion:
          'Describe how risks to the health and safety of people receiving care are identified, assessed and controlled.',
      },
      {
        id: 'duty-monitor',
        label: 'monitoring of safety performance',
        weight: 1,
        evidence: [
          'monitor* & safety',
          'safety & review*',
          'audit*',
          'quality indicator*',
          'clinical indicator*',
          'performance indicator*',
        ],
        suggestion: 'Say how safety performance is monitored (audits, indicators) and reviewed.',
      },
      {
        id: 'duty-penalty',
        label: 'the consequences of failing the duty',
        weight: 0.5,
        evidence: ['civil penalt*', 'penalt*', 'enforcement action'],
        suggestion: 'Note that failing the statutory duty can lead to civil penalties.',
      },
    ],
  },
  {
    id: 'due-diligence',
    title: "Responsible persons' due diligence",
    kind: 'act',
    summary:
      'Board members and executives (responsible persons) must exercise due diligence so that the provider meets its ' +
      'duty: keep informed about care and risks, make sure resources and processes are in place, and check they work.',
    citation: `${ACT} Chapter 3`,
    citationConfirmed: false,
    citationNote: 'The duty sits in Chapter 3; the section number was not confirmed.',
    source: 'agedcarequality.gov.au "New aged care act"',
    core: false,
    related: ['statutory-duty', 'standard-2'],
    headings: ['due diligence', 'responsible persons'],
    keywords: ['due diligence', 'responsible person', 'board', 'governing body', 'executive', 'oversight'],
    anchors: ['due diligence', 'responsible person*', 'board', 'governing body'],
    elements: [
      {
        id: 'diligence-reference',
        label: 'the due diligence duty of responsible persons',
        weight: 2,
        evidence: ['due diligence'],
        suggestion:
          'State that responsible persons must exercise due diligence to make sure the provider meets its duty.',
      },
      {
        id: 'diligence-who',
        label: 'who the responsible persons are',
        weight: 1,
        evidence: ['responsible person*', 'board', 'governing body', 'director*', 'executive*'],
        suggestion:
          'Name the responsible persons (board members, executives) and their role under this policy.',
      },
      {
        id: 'diligence-informed',
        label: 'regular reporting to the governing body',
        weight: 1,
        evidence: ['report* & board', 'report* & governing body', 'oversight', 'board & inform*'],
        suggestion: 'Set out what is reported to the board or governing body, and how often.',
      },
      {
        id: 'diligence-verify',
        label: 'checks that processes work (audits, assurance)',
        weight: 1,
        evidence: ['verif*', 'audit*', 'assurance', 'attest*'],
        suggestion:
          'Describe how the governing body verifies that the processes in this policy work (audits, assurance reports).',
      },
    ],
  },
  {
    id: 'whistleblower',
    title: 'Whistleblower protections',
    kind: 'act',
    summary:
      'People can make a qualifying disclosure about suspected breaches of the aged care laws, including anonymously. ' +
      'Their identity must be kept confidential and they must not be victimised. Providers need a system for ' +
      'receiving and acting on disclosures.',
    citation: `${ACT} Chapter 7, Part 5 (s 547)`,
    citationConfirmed: false,
    citationNote: 'Chapter and Part as found; section 547 as found in secondary material, not confirmed.',
    source: 'legislation.gov.au; agedcarequality.gov.au "New aged care act"',
    core: false,
    related: ['code-of-conduct', 'complaints', 'standard-2'],
    headings: [
      'whistleblower',
      'whistleblowing',
      'blow the whistle',
      'disclosure',
      'speak up',
      'protected disclosure',
      'wrongdoing',
    ],
    keywords: [
      'whistleblower',
      'disclosure',
      'qualifying disclosure',
      'anonymous',
      'victimisation',
      'confidential',
      'detriment',
    ],
    anchors: [
      'whistleblow*',
      'qualifying disclosure*',
      'protected disclosure*',
      'disclos* & wrongdoing',
      'disclos* & misconduct',
      // A deed's or a statute's words: "each Discloser", "Detriment to any person because that person ... has made ... a
      // Disclosure".
      'discloser*',
      'blow* the whistle',
      'disclos* & detriment',
      'disclos* & victimis*',
      'speak up',
    ],
    elements: [
      {
        id: 'wb-who',
        label: 'who can make a disclosure (workers, volunteers, people receiving care, families, others)',
        weight: 1,
        evidence: [
          'disclos* & worker*',
          'disclos* & staff',
          'disclos* & volunteer*',
          'disclos* & family',
          'disclos* & contractor*',
          'eligible whistleblower*',
          'who can make',
          // Plain English: "anyone who works with us - staff, volunteers, contractors - can speak up this way".
          'speak up & worker*',
          'speak up & staff',
          'speak up & volunteer*',
          'speak up & famil*',
          'speak up & contractor*',
        ],
        suggestion:
          'Say who can make a disclosure: current and former workers, volunteers, contractors, people receiving care, their families and supporters.',
      },
      {
        id: 'wb-what',
        label: 'what can be disclosed (suspected breaches of the aged care laws)',
        weight: 1,
        evidence: [
          'contravention*',
          'disclosable conduct',
          'misconduct',
          'wrongdoing',
          'suspect* & breach*',
          'breach* & aged care act',
        ],
        suggestion:
          'Describe what can be disclosed: suspected breaches of the Aged Care Act or Rules, and other wrongdoing.',
      },
      {
        id: 'wb-how',
        label: 'how and to whom a disclosure can be made, including anonymously and to the Commission',
        weight: 1.5,
        evidence: [
          'anonymous* & disclos*',
          'anonymous* & whistleblow*',
          'disclos* & commission',
          'whistleblower officer',
          'whistleblower protection officer',
          'disclosure officer',
          'eligible recipient*',
          'hotline',
          'anonymous* & speak up',
          'speak up & commission',
          'straight to & commission',
        ],
        suggestion:
          'List who can receive a disclosure (a named officer, senior managers, the Aged Care Quality and Safety Commission) and say that disclosures can be anonymous.',
      },
      {
        id: 'wb-confidential',
        label: "keeping the discloser's identity confidential",
        weight: 1.5,
        evidence: [
          'confidential* & identity',
          'identity & protect*',
          'not disclose* & identity',
          'identity & confidential*',
        ],
        suggestion:
          "Commit to keeping the discloser's identity confidential, and say when (if ever) it may be shared.",
      },
      {
        id: 'wb-protect',
        label: 'protection from victimisation and detriment',
        weight: 1.5,
        evidence: [
          'victimi*',
          'not victimi*',
          'detriment',
          'no detriment',
          'retaliat*',
          'not retaliat*',
          'reprisal & disclos*',
          'reprisal & whistleblow*',
          'immunit*',
          'legal protection*',
          // "No payback. No one can sack you, cut your shifts ... because you spoke up".
          'payback',
          'pay* back & speak*',
        ],
        suggestion:
          'State that people who make a disclosure are protected from victimisation and detriment, and what happens to anyone who victimises them.',
      },
      {
        id: 'wb-system',
        label:
          'a whistleblower system: how disclosures are assessed, investigated and the discloser supported',
        weight: 1,
        evidence: [
          'investigat* & disclos*',
          'whistleblower polic*',
          'whistleblower system',
          'whistleblower procedure*',
          'support* & discloser',
          'support* & whistleblower*',
        ],
        suggestion:
          'Describe the whistleblower system: how disclosures are received, assessed and investigated, and how the discloser is supported and kept informed.',
      },
    ],
  },
  {
    id: 'complaints',
    title: 'Complaints and feedback',
    kind: 'act',
    summary:
      'Providers need an accessible way to give feedback and make complaints, must deal with them fairly and quickly, ' +
      'must not allow reprisal, and must tell people they can take a complaint to the Complaints Commissioner at the ' +
      'Aged Care Quality and Safety Commission.',
    citation: `${STANDARDS}, Standard 2; ${ACT}, Complaints Commissioner provisions`,
    citationConfirmed: false,
    citationNote: 'The Act provides for a Complaints Commissioner; the section numbers were not confirmed.',
    source: 'agedcarequality.gov.au "New aged care act"; quality standards pages',
    core: false,
    related: ['rights', 'whistleblower', 'records', 'incidents'],
    // "If you are not happy": an Easy Read or family sheet's heading for how to complain.
    headings: ['complaint', 'complaints', 'feedback', 'concerns', 'not happy', 'unhappy'],
    keywords: [
      'complaint',
      'complaints',
      'feedback',
      'concern',
      'Complaints Commissioner',
      'resolution',
      'escalation',
      'reprisal',
    ],
    anchors: ['complain*', 'feedback'],
    elements: [
      {
        id: 'complaints-access',
        label: 'accessible ways to give feedback or complain (in person, by phone, in writing, anonymously)',
        weight: 1.5,
        evidence: [
          'feedback form*',
          'complaint* form*',
          'anonymous*',
          'in writing',
          'verbal*',
          'by phone',
          'by email',
          'suggestion box*',
          'make a complaint',
          'raise a complaint',
        ],
        suggestion:
          'List the ways people can give feedback or complain: in person, by phone, in writing, online and anonymously, with help if they need it.',
      },
      {
        id: 'complaints-timeframes',
        label: 'timeframes for acknowledging and resolving complaints',
        weight: 1.5,
        evidence: [
          'acknowledg* & within',
          'acknowledg* & complaint*',
          'respond* & within & day*',
          'resolv* & within',
          'within & business day*',
        ],
        suggestion:
          'Set timeframes for acknowledging a complaint (for example within 2 business days) and for resolving it or giving an update.',
      },
      {
        id: 'complaints-resolve',
        label: 'how complaints are investigated and resolved, including open disclosure',
        weight: 1,
        evidence: [
          'investigat*',
          'resolv* & complaint*',
          'open disclosure',
          'apolog*',
          'say sorry',
          'outcome & complain*',
        ],
        suggestion:
          'Describe how complaints are investigated and resolved, including open disclosure and an apology where something went wrong.',
      },
      {
        id: 'complaints-escalation',
        label: 'the right to take the complaint to the Aged Care Quality and Safety Commission',
        weight: 1.5,
        evidence: [
          'complaints commissioner',
          'aged care quality and safety commission',
          'commission & complain*',
          'escalat* & commission',
          'external & complain*',
        ],
        suggestion:
          'Tell people they can take a complaint to the Complaints Commissioner at the Aged Care Quality and Safety Commission (1800 951 822, agedcarequality.gov.au) at any time.',
      },
      {
        id: 'complaints-no-reprisal',
        label: "no reprisal and no effect on the person's care",
        weight: 1,
        evidence: [
          'without fear',
          'no reprisal',
          'without reprisal',
          'not affect*',
          'not be disadvantaged',
          'not adversely affect*',
          'no adverse consequence*',
          'retribution',
          'treat* badly',
          'care will not change',
        ],
        suggestion: "State that making a complaint will never lead to reprisal or affect the person's care.",
      },
      {
        id: 'complaints-support',
        label: 'support and advocacy for people making a complaint',
        weight: 1,
        evidence: [
          'advoca*',
          'older persons advocacy network',
          'interpret*',
          'support person',
          'representative*',
        ],
        suggestion:
          'Explain how people can get support to complain: an advocate (Older Persons Advocacy Network), an interpreter or a representative.',
      },
      {
        id: 'complaints-improve',
        label: 'recording complaints and using them to improve',
        weight: 1,
        evidence: [
          'complaints register',
          'feedback register',
          '=register & complaint*',
          'trend*',
          'continuous improvement',
          'analys* & complaint*',
          // "looks at complaints and Residents' Meeting notes for themes"
          'theme* & complaint*',
        ],
        suggestion:
          'Record every complaint in a register, review trends regularly and use them to improve care and services.',
      },
    ],
  },
  {
    id: 'incidents',
    title: 'Incident management and reportable incidents (SIRS)',
    kind: 'act',
    summary:
      'Providers must have an incident management system to identify, respond to, record, investigate and learn from ' +
      'incidents, and must report reportable incidents to the Commission under the Serious Incident Response Scheme: ' +
      'priority 1 incidents within 24 hours and priority 2 incidents within 30 days.',
    citation: `${ACT} s 16 and Aged Care Rules 2025`,
    citationConfirmed: true,
    source: 'legislation.gov.au; agedcarequality.gov.au (Serious Incident Response Scheme)',
    core: false,
    related: ['complaints', 'records', 'restrictive-practices'],
    headings: ['incident', 'incidents', 'sirs', 'serious incident', 'reportable incident'],
    keywords: [
      'incident',
      'reportable incident',
      'SIRS',
      'Serious Incident Response Scheme',
      'priority 1',
      'priority 2',
      '24 hours',
      '30 days',
      'abuse',
      'neglect',
    ],
    anchors: ['incident*'],
    elements: [
      {
        id: 'incidents-system',
        label: 'an incident management system to identify and record incidents',
        weight: 1,
        evidence: [
          'incident management system',
          'incident management',
          'incident register',
          'record* & incident*',
          'identif* & incident*',
          'incident report* form',
        ],
        suggestion:
          'Describe the incident management system: how incidents are identified, recorded (incident register) and managed.',
      },
      {
        id: 'incidents-types',
        label: 'the types of reportable incidents',
        weight: 1,
        evidence: [
          'unreasonable use of force',
          'neglect',
          'psychological or emotional abuse',
          'emotional abuse',
          'unexpected death',
          'stealing',
          'financial coercion',
          'unlawful sexual contact',
          'inappropriate sexual conduct',
          'unexplained absence',
          'reportable incident*',
        ],
        suggestion:
          'List the reportable incident types (for example unreasonable use of force, neglect, psychological or emotional abuse, unlawful sexual contact, stealing or financial coercion, inappropriate use of restrictive practices, unexpected death and unexplained absence).',
      },
      {
        id: 'incidents-priority-1',
        label: 'reporting priority 1 incidents to the Commission within 24 hours',
        weight: 1.5,
        evidence: [
          'priority 1',
          'priority one',
          '24 hour* & report*',
          '24 hour* & notif*',
          'twenty-four hour*',
        ],
        suggestion:
          'State that priority 1 reportable incidents are reported to the Commission within 24 hours of becoming aware of them.',
      },
      {
        id: 'incidents-priority-2',
        label: 'reporting priority 2 incidents within 30 days',
        weight: 1.5,
        evidence: ['priority 2', 'priority two', '30 day* & report*', '30 day* & notif*', 'thirty day*'],
        suggestion:
          'State that priority 2 reportable incidents are reported to the Commission within 30 days of becoming aware of them.',
      },
      {
        id: 'incidents-response',
        label:
          'the immediate response: safety, first aid and support for the person affected, and police where needed',
        weight: 1,
        evidence: [
          'immediate* & safe*',
          'first aid',
          'support & affected',
          'police',
          'medical attention',
          'wellbeing',
        ],
        suggestion:
          'Describe the immediate response: make the person safe, give first aid or medical care, support them and contact police where a crime may have occurred.',
      },
      {
        id: 'incidents-sirs',
        label: 'notifying the Commission under the Serious Incident Response Scheme',
        weight: 1,
        evidence: ['serious incident response scheme', 'sirs', 'report* & commission', 'notif* & commission'],
        suggestion:
          'Explain how reportable incidents are notified to the Aged Care Quality and Safety Commission under the Serious Incident Response Scheme (SIRS), and who does it.',
      },
      {
        id: 'incidents-learn',
        label: 'investigation, root causes and corrective action',
        weight: 1,
        evidence: [
          'investigat*',
          'root cause*',
          'corrective action*',
          'lessons learn*',
          'prevent* & recur*',
          'review* & incident*',
        ],
        suggestion:
          'Describe how incidents are investigated, root causes found and corrective actions taken and checked.',
      },
      {
        id: 'incidents-disclosure',
        label: 'open disclosure with the person and their family',
        weight: 1,
        evidence: ['open disclosure', 'inform* & family', 'apolog*', 'notif* & representative*'],
        suggestion:
          'Commit to open disclosure: tell the person and their family or representative what happened, apologise and explain what is being done.',
      },
    ],
  },
  {
    id: 'restrictive-practices',
    title: 'Restrictive practices',
    kind: 'act',
    summary:
      'A restrictive practice may be used only as a last resort to prevent harm, in the least restrictive form and for ' +
      'the shortest time, with informed consent, and as set out in a behaviour support plan that records the ' +
      'alternatives tried.',
    citation: `${ACT} ss 17-18`,
    citationConfirmed: true,
    source: 'legislation.gov.au',
    core: false,
    related: ['rights', 'incidents'],
    headings: ['restrictive practice', 'restrictive practices', 'restraint', 'behaviour support'],
    keywords: [
      'restrictive practice',
      'restraint',
      'chemical restraint',
      'seclusion',
      'behaviour support plan',
      'last resort',
      'informed consent',
      'psychotropic',
    ],
    anchors: ['restrictive practice*', 'restraint*', 'seclusion'],
    elements: [
      {
        id: 'rp-last-resort',
        label: 'use only as a last resort, least restrictive and for the shortest time',
        weight: 1.5,
        evidence: [
          'last resort',
          'least restrictive',
          'shortest time',
          'shortest period',
          'shortest possible',
        ],
        suggestion:
          'State that restrictive practices are used only as a last resort to prevent harm, in the least restrictive form and for the shortest possible time.',
      },
      {
        id: 'rp-consent',
        label: 'informed consent from the person or their substitute decision-maker',
        weight: 1.5,
        evidence: [
          'informed consent & restrict*',
          'consent & restrictive practice*',
          'substitute decision*',
          'consent & restraint',
          'consent & psychotropic*',
        ],
        suggestion:
          'Require informed consent from the person, or their substitute decision-maker, before a restrictive practice is used.',
      },
      {
        id: 'rp-plan',
        label: 'a behaviour support plan with the alternatives tried',
        weight: 1.5,
        evidence: [
          'behaviour support plan*',
          'behaviour support',
          'alternative strateg*',
          'alternatives to restrict*',
          'non-pharmacological',
        ],
        suggestion:
          'Require a behaviour support plan that records the alternatives tried before any restrictive practice.',
      },
      {
        id: 'rp-types',
        label: 'the types of restrictive practice (chemical, physical, mechanical, environmental, seclusion)',
        weight: 1,
        evidence: [
          'chemical restraint',
          'physical restraint',
          'mechanical restraint',
          'environmental restraint',
          'seclusion',
          'restrictive practice*',
        ],
        suggestion:
          'Name the types of restrictive practice: chemical, environmental, mechanical and physical restraint, and seclusion.',
      },
      {
        id: 'rp-review',
        label: 'monitoring, review and reduction of restrictive practices',
        weight: 1,
        evidence: [
          'monitor* & restrict*',
          'review* & restrict*',
          'reduc* & restrict*',
          'eliminat* & restrict*',
          'monitor* & psychotropic*',
          'review* & psychotropic*',
        ],
        suggestion:
          'Say how each restrictive practice is monitored, reviewed and reduced or stopped as soon as possible.',
      },
    ],
  },
  {
    id: 'standard-1',
    title: 'Standard 1: The individual',
    kind: 'standard',
    summary:
      'Care is person-centred; people are treated with dignity and respect and their privacy is protected; they have ' +
      'choice, independence and quality of life; and they get clear information and agreements.',
    citation: `${STANDARDS}, Standard 1 (outcomes 1.1 to 1.4)`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: ['rights'],
    headings: ['person-centred', 'the individual', 'dignity', 'choice'],
    keywords: [
      'person-centred',
      'dignity',
      'respect',
      'privacy',
      'choice',
      'independence',
      'quality of life',
      'agreement',
    ],
    outcomes: [
      { code: '1.1', title: 'Person-centred care' },
      { code: '1.2', title: 'Dignity, respect and privacy' },
      { code: '1.3', title: 'Choice, independence and quality of life' },
      { code: '1.4', title: 'Transparency and agreements' },
    ],
    anchors: ['dignity', 'choice', 'person-centred', 'person centred', 'independen*'],
    elements: [
      {
        id: 's1-person-centred',
        label: 'person-centred care (outcome 1.1)',
        weight: 1,
        evidence: [
          'person-centred',
          'person centred',
          'person-centered',
          'individual* & preferences',
          'what matters',
        ],
        suggestion:
          'Show how care is planned around the person, their goals and what matters to them (outcome 1.1).',
      },
      {
        id: 's1-dignity',
        label: 'dignity, respect and privacy (outcome 1.2)',
        weight: 1,
        evidence: ['dignity', 'respect*', 'privacy'],
        suggestion: 'State how dignity, respect and privacy are upheld (outcome 1.2).',
      },
      {
        id: 's1-choice',
        label: 'choice, independence and quality of life (outcome 1.3)',
        weight: 1,
        evidence: ['choice', 'independen*', 'quality of life', 'dignity of risk'],
        suggestion:
          'Describe how people exercise choice and independence, including taking risks they choose (outcome 1.3).',
      },
      {
        id: 's1-transparency',
        label: 'clear information and agreements (outcome 1.4)',
        weight: 1,
        evidence: [
          'service agreement*',
          'care agreement*',
          'transparen*',
          'fees & inform*',
          'information & understand*',
        ],
        suggestion:
          'Explain how people get clear information about their care, costs and agreements (outcome 1.4).',
      },
    ],
  },
  {
    id: 'standard-2',
    title: 'Standard 2: The organisation (governance)',
    kind: 'standard',
    summary:
      'The governing body is accountable for safe, quality care; the organisation has a quality and safety culture, ' +
      'manages risk and information, keeps its policies under review and reports on them.',
    citation: `${STANDARDS}, Standard 2 (including outcomes 2.2 and 2.7)`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: true,
    related: ['due-diligence', 'statutory-duty'],
    headings: [
      'governance',
      'roles and responsibilities',
      'responsibilities',
      'accountability',
      'monitoring',
      'review',
    ],
    keywords: [
      'governance',
      'governing body',
      'board',
      'accountability',
      'quality and safety culture',
      'risk management',
      'information management',
      'continuous improvement',
    ],
    outcomes: [
      { code: '2.2', title: 'Quality and safety culture' },
      { code: '2.7', title: 'Information management' },
    ],
    anchors: ['governance', 'governing body', 'board', 'accountab*', 'responsibilit*'],
    elements: [
      {
        id: 's2-accountability',
        label: 'clear accountability, from the governing body down',
        weight: 1.5,
        evidence: [
          'governing body',
          'board',
          'roles and responsibilities',
          'accountab*',
          'responsib* & manager*',
          'responsib* & officer*',
          'responsib* & director*',
        ],
        suggestion:
          'Set out roles and responsibilities, including what the governing body (board) is accountable for under this policy.',
      },
      {
        id: 's2-culture',
        label: 'a quality and safety culture and continuous improvement (outcome 2.2)',
        weight: 1,
        evidence: [
          'continuous improvement',
          'quality and safety culture',
          'safety culture',
          'quality improvement',
          'plan for continuous improvement',
          'learn*',
        ],
        suggestion:
          'Link the policy to the quality and safety culture and the plan for continuous improvement (outcome 2.2).',
      },
      {
        id: 's2-risk',
        label: 'risk management',
        weight: 1,
        evidence: [
          'risk management',
          'risk register',
          'risk assessment*',
          '=manage risk*',
          '=managing risk*',
          '=manages risk*',
          'identif* & risk*',
          'mitigat*',
        ],
        suggestion:
          'Say how the risks this policy deals with are identified, recorded in the risk register and managed.',
      },
      {
        id: 's2-monitoring',
        label: 'monitoring, reporting and policy review',
        weight: 1.5,
        evidence: [
          'review* & annual*',
          'review* & every',
          'review* & year*',
          'policy review',
          'report* & board',
          'report* & governing body',
          'monitor* & complian*',
          'audit*',
          'key performance indicator*',
        ],
        suggestion:
          'Say how compliance with this policy is monitored and reported to the governing body, and when the policy is next reviewed.',
      },
      {
        id: 's2-legislation',
        label: 'the laws and standards the policy gives effect to',
        weight: 1,
        evidence: ['aged care act', 'aged care rules', 'quality standards', 'legislat*', 'complian* & law*'],
        suggestion:
          'List the legislation and standards this policy gives effect to (Aged Care Act 2024, Aged Care Rules 2025, the strengthened Quality Standards).',
      },
      {
        id: 's2-information',
        label: 'information management (outcome 2.7)',
        weight: 0.5,
        evidence: [
          'information management',
          'information system*',
          'records management',
          'secure* & record*',
          'maintain* & record*',
        ],
        suggestion: 'Say how information created under this policy is managed and kept secure (outcome 2.7).',
      },
    ],
  },
  {
    id: 'workforce',
    title: 'Workforce: training, competence and screening',
    kind: 'standard',
    summary:
      'Workers are screened, competent and trained for their role, know their responsibilities under each policy, and ' +
      'are supported and supervised. Providers review whether training works (action 2.9.5).',
    citation: `${STANDARDS}, Standard 2 (workforce outcomes; action 2.9.5)`,
    citationConfirmed: false,
    citationNote:
      'Action 2.9.5 (review of training effectiveness) was confirmed; the other workforce outcome numbers were not.',
    source: STANDARDS_SOURCE,
    core: true,
    related: ['code-of-conduct'],
    headings: ['training', 'education', 'workforce', 'staff', 'screening'],
    keywords: [
      'training',
      'induction',
      'competency',
      'workforce',
      'worker screening',
      'supervision',
      'education',
    ],
    anchors: ['staff', 'worker*', 'employee*', 'training', 'workforce'],
    elements: [
      {
        id: 'wf-training',
        label: 'training at induction and at regular intervals',
        weight: 1.5,
        evidence: ['training', 'induction', 'orientation', 'educat*'],
        suggestion:
          'Require training on this policy at induction and at set intervals (for example every year).',
      },
      {
        id: 'wf-competence',
        label: 'competence and qualifications for the tasks',
        weight: 1,
        evidence: ['competen*', 'qualifi*', 'skill*', 'scope of practice', 'credential*'],
        suggestion:
          'Say which tasks need particular competencies or qualifications and how competence is checked.',
      },
      {
        id: 'wf-responsibilities',
        label: 'what workers, volunteers and contractors must do',
        weight: 1,
        evidence: [
          'staff & must',
          'worker* & must',
          'employee* & must',
          'volunteer*',
          'contractor*',
          'all staff',
        ],
        suggestion: 'State what every worker, volunteer and contractor must do under this policy.',
      },
      {
        id: 'wf-effectiveness',
        label: 'checking that training works (action 2.9.5)',
        weight: 1,
        evidence: [
          'training & evaluat*',
          'training & effective*',
          'training & record*',
          'training & review*',
          'refresher',
          'annual* & training',
          'training & annual*',
        ],
        suggestion:
          'Record training and review whether it works, for example through audits or competency checks (action 2.9.5).',
      },
      {
        id: 'wf-support',
        label: 'supervision and support of workers',
        weight: 0.5,
        evidence: [
          'supervis*',
          'mentor*',
          'performance review*',
          'support* & staff',
          'support* & worker*',
          'employee assistance',
        ],
        suggestion: 'Describe how workers are supervised and supported in applying this policy.',
      },
      {
        id: 'wf-screening',
        label: 'worker screening',
        weight: 0.5,
        evidence: ['worker screening', 'police check*', 'screening check*', 'background check*'],
        suggestion:
          'Note the worker screening (for example police checks) required before someone starts work.',
      },
    ],
  },
  {
    id: 'standard-3',
    title: 'Standard 3: The care and services',
    kind: 'standard',
    summary:
      'Care and services are assessed and planned with the person, delivered to meet their needs and goals, ' +
      'coordinated between everyone involved, and reviewed when things change.',
    citation: `${STANDARDS}, Standard 3`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: ['standard-1'],
    headings: ['care planning', 'assessment and planning', 'care and services'],
    keywords: ['assessment', 'care plan', 'planning', 'coordination', 'handover', 'review', 'goals'],
    anchors: ['care plan*', 'assessment', 'care and services'],
    elements: [
      {
        id: 's3-assessment',
        label: 'assessment and care planning with the person',
        weight: 1,
        evidence: ['assessment and planning', 'care plan*', 'assess* & need*'],
        suggestion: 'Describe how needs are assessed and recorded in a care plan with the person.',
      },
      {
        id: 's3-delivery',
        label: 'delivery of care that meets needs and goals',
        weight: 1,
        evidence: ['deliver* & care', 'goal*', 'service* & need*'],
        suggestion: "Say how care is delivered to meet the person's needs and goals.",
      },
      {
        id: 's3-coordination',
        label: 'communication, coordination and handover',
        weight: 1,
        evidence: ['coordinat*', 'handover', 'communicat* & care team', 'referral*'],
        suggestion:
          "Describe how information is shared at handover and with other services involved in the person's care.",
      },
      {
        id: 's3-review',
        label: 'review when needs or circumstances change',
        weight: 1,
        evidence: ['review* & care plan*', 'reassess*', 'change* in condition', 'circumstances change'],
        suggestion:
          "Say when the care plan is reviewed, including when the person's needs or circumstances change.",
      },
      {
        id: 's3-involvement',
        label: 'involving the person and the people they choose',
        weight: 1,
        evidence: ['family', 'carer*', 'representative*', 'involv* & person', 'involv* & resident*'],
        suggestion: 'Say how the person, and family or carers they choose, are involved.',
      },
    ],
  },
  {
    id: 'standard-4',
    title: 'Standard 4: The environment',
    kind: 'standard',
    summary:
      'The service environment and equipment are safe, clean, well maintained and comfortable, and the provider is ' +
      'ready for emergencies.',
    citation: `${STANDARDS}, Standard 4`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: [],
    headings: ['environment', 'cleaning', 'equipment', 'maintenance', 'emergency'],
    keywords: ['environment', 'cleaning', 'equipment', 'maintenance', 'hazard', 'emergency', 'comfortable'],
    anchors: ['environment*', 'equipment', 'clean*', 'maintenance'],
    elements: [
      {
        id: 's4-clean',
        label: 'cleaning and hygiene of the environment',
        weight: 1,
        evidence: ['clean*', 'hygien*', 'disinfect*'],
        suggestion: 'Describe cleaning schedules and hygiene standards for the environment.',
      },
      {
        id: 's4-safe',
        label: 'a safe, well-maintained environment',
        weight: 1,
        evidence: [
          'safe environment',
          'hazard*',
          'maintenance',
          'maintain* & equipment',
          'maintain* & building*',
        ],
        suggestion: 'Say how hazards are found and the building kept safe and maintained.',
      },
      {
        id: 's4-equipment',
        label: 'equipment that is safe, clean and fit for purpose',
        weight: 1,
        evidence: ['equipment', 'fit for purpose', 'servic* & equipment'],
        suggestion: 'Say how equipment is cleaned, serviced and checked to be fit for purpose.',
      },
      {
        id: 's4-comfort',
        label: 'a comfortable and accessible environment',
        weight: 0.5,
        evidence: ['comfortable', 'homelike', 'home-like', 'accessib*', 'temperature', 'ventilation'],
        suggestion: 'Describe how the environment is kept comfortable and accessible.',
      },
      {
        id: 's4-emergency',
        label: 'emergency and disaster preparedness',
        weight: 1,
        evidence: ['emergenc*', 'evacuat*', 'fire safety', 'disaster*', 'business continuity'],
        suggestion: 'Link to emergency, disaster and business continuity plans relevant to this policy.',
      },
    ],
  },
  {
    id: 'standard-5',
    title: 'Standard 5: Clinical care',
    kind: 'standard',
    summary:
      'Clinical care is governed, safe and based on evidence: infection prevention and control, safe use of ' +
      'medicines, comprehensive care, clinical safety, care for people with cognitive impairment, and palliative ' +
      'and end-of-life care. Applies to registration categories 5 and 6.',
    citation: `${STANDARDS}, Standard 5 (outcomes 5.1 to 5.7)`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: ['infection-control', 'medicines'],
    headings: ['clinical care', 'clinical governance', 'clinical'],
    keywords: [
      'clinical care',
      'clinical governance',
      'infection',
      'medicines',
      'comprehensive care',
      'deterioration',
      'dementia',
      'palliative care',
    ],
    outcomes: [
      { code: '5.1', title: 'Clinical governance' },
      { code: '5.2', title: 'Preventing and controlling infections in clinical care' },
      { code: '5.3', title: 'Safe and quality use of medicines' },
      { code: '5.4', title: 'Comprehensive care' },
      { code: '5.5', title: 'Clinical safety' },
      { code: '5.6', title: 'Cognitive impairment' },
      { code: '5.7', title: 'Palliative care and end-of-life care' },
    ],
    anchors: ['clinical'],
    elements: [
      {
        id: 's5-governance',
        label: 'clinical governance (outcome 5.1)',
        weight: 1.5,
        evidence: [
          'clinical governance',
          'clinical oversight',
          'clinical & committee',
          'clinical & framework',
          'clinical indicator*',
        ],
        suggestion: 'Describe the clinical governance that oversees this area of care (outcome 5.1).',
      },
      {
        id: 's5-infection',
        label: 'preventing and controlling infections (outcome 5.2)',
        weight: 1,
        evidence: [
          'infection prevention',
          'infection control',
          'antimicrobial stewardship',
          'outbreak*',
          'hand hygiene',
        ],
        suggestion: 'Cover infection prevention and control, or refer to the policy that does (outcome 5.2).',
      },
      {
        id: 's5-medicines',
        label: 'safe and quality use of medicines (outcome 5.3)',
        weight: 1,
        evidence: ['medication management', 'medicine*', 'medication*', 'pharmac*'],
        suggestion:
          'Cover the safe use of medicines, or refer to the medication management policy (outcome 5.3).',
      },
      {
        id: 's5-comprehensive',
        label: 'comprehensive care (outcome 5.4)',
        weight: 1,
        evidence: [
          'comprehensive care',
          'comprehensive assessment',
          'care plan*',
          'skin integrity',
          'falls',
          'pain',
        ],
        suggestion: 'Link the policy to comprehensive assessment and care planning (outcome 5.4).',
      },
      {
        id: 's5-safety',
        label: 'clinical safety, including recognising deterioration (outcome 5.5)',
        weight: 1,
        evidence: ['deteriorat*', 'escalat* & clinical', 'clinical risk*', 'clinical safety'],
        suggestion:
          'Say how clinical deterioration and clinical risks are recognised and escalated (outcome 5.5).',
      },
      {
        id: 's5-cognitive',
        label: 'care for people with cognitive impairment (outcome 5.6)',
        weight: 0.5,
        evidence: ['dementia', 'cognitive impairment', 'cognitive', 'delirium'],
        suggestion: 'Address people living with dementia or other cognitive impairment (outcome 5.6).',
      },
      {
        id: 's5-palliative',
        label: 'palliative and end-of-life care (outcome 5.7)',
        weight: 0.5,
        evidence: ['palliative', 'end-of-life', 'end of life', 'advance care plan*'],
        suggestion: 'Address palliative and end-of-life care where relevant (outcome 5.7).',
      },
    ],
  },
  {
    id: 'infection-control',
    title: 'Outcome 5.2: Preventing and controlling infections',
    kind: 'standard-outcome',
    summary:
      'An infection prevention and control program led by a trained lead: standard and transmission-based ' +
      'precautions, hand hygiene and PPE, outbreak planning and management, vaccination, antimicrobial stewardship, ' +
      'cleaning, and monitoring of infections.',
    citation: `${STANDARDS}, Standard 5, outcome 5.2`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: ['standard-4', 'incidents'],
    headings: ['infection', 'infection prevention', 'infection control', 'outbreak', 'hand hygiene'],
    keywords: [
      'infection',
      'infection control',
      'outbreak',
      'hand hygiene',
      'PPE',
      'vaccination',
      'antimicrobial',
      'IPC lead',
      'COVID-19',
      'influenza',
      'gastroenteritis',
    ],
    anchors: ['infection*', 'outbreak*'],
    elements: [
      {
        id: 'ipc-lead',
        label: 'an infection prevention and control lead and program',
        weight: 1.5,
        evidence: [
          'ipc lead',
          'infection prevention and control lead',
          'infection control lead',
          // The lead goes by many titles.
          'ipc coordinator',
          'ipc co-ordinator',
          'ipc nurse',
          'ipc champion',
          'ipc officer',
          'ipc manager',
          'infection control coordinator',
          'infection prevention coordinator',
          'infection control nurse',
          'ipc program*',
          'infection prevention and control program*',
        ],
        suggestion:
          'Name the infection prevention and control (IPC) lead and describe the IPC program they run.',
      },
      {
        id: 'ipc-precautions',
        label: 'standard and transmission-based precautions, hand hygiene and PPE',
        weight: 1.5,
        evidence: [
          'standard precaution*',
          'transmission-based',
          'transmission based',
          'hand hygiene',
          'personal protective equipment',
          'ppe',
        ],
        suggestion:
          'Set out standard and transmission-based precautions, including hand hygiene and the use of personal protective equipment (PPE).',
      },
      {
        id: 'ipc-outbreak',
        label: 'outbreak management and notification to the public health unit',
        weight: 1.5,
        evidence: ['outbreak management plan*', 'outbreak*', 'public health unit', 'notif* & public health'],
        suggestion:
          'Include an outbreak management plan and say when and how the public health unit is notified.',
      },
      {
        id: 'ipc-vaccination',
        label: 'vaccination of workers and residents',
        weight: 1,
        evidence: ['vaccin*', 'immunis*', 'immuniz*'],
        suggestion:
          'Describe how vaccination (for example influenza and COVID-19) is promoted and recorded for workers and residents.',
      },
      {
        id: 'ipc-antimicrobial',
        label: 'antimicrobial stewardship',
        weight: 1,
        evidence: ['antimicrobial stewardship', 'antimicrobial*', 'antibiotic*'],
        suggestion: 'Include antimicrobial stewardship: appropriate prescribing and review of antibiotics.',
      },
      {
        id: 'ipc-cleaning',
        label: 'cleaning, waste and linen management',
        weight: 1,
        evidence: ['clean*', 'waste', 'linen', 'disinfect*'],
        suggestion: 'Describe cleaning, disinfection, waste and linen management.',
      },
      {
        id: 'ipc-surveillance',
        label: 'surveillance and monitoring of infections',
        weight: 1,
        evidence: [
          'surveillance',
          'monitor* & infection*',
          'infection rate*',
          'infection data',
          'infections & review*',
          'infections & trend*',
          'track* & infection*',
        ],
        suggestion: 'Say how infections are monitored (surveillance), reported and used to improve.',
      },
    ],
  },
  {
    id: 'medicines',
    title: 'Outcome 5.3: Safe and quality use of medicines',
    kind: 'standard-outcome',
    summary:
      'Medicines are prescribed, supplied, stored, administered and reviewed safely by competent workers, people are ' +
      'supported to manage their own medicines where they can, psychotropic medicines are monitored, and medication ' +
      'incidents are recorded and learnt from.',
    citation: `${STANDARDS}, Standard 5, outcome 5.3`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: ['restrictive-practices', 'incidents'],
    headings: ['medication', 'medicines', 'medication management'],
    sectionHeadings: ['administration', 'storage'],
    keywords: [
      'medication',
      'medicine',
      'administration',
      'pharmacist',
      'prescriber',
      'storage',
      'Schedule 8',
      'psychotropic',
      'medication incident',
      'self-administration',
    ],
    anchors: ['medication*', 'medicine*', 'pharmac*'],
    elements: [
      {
        id: 'med-oversight',
        label: 'medication oversight and review (advisory committee, pharmacist reviews)',
        weight: 1,
        evidence: [
          'medication advisory committee',
          'medication management committee',
          'pharmacist*',
          'medication review*',
          'medication management review',
          'rmmr',
          'home medicines review',
        ],
        suggestion:
          'Describe medication oversight: a medication advisory committee and regular pharmacist medication reviews.',
      },
      {
        id: 'med-administration',
        label: 'safe administration by competent workers, as prescribed',
        weight: 1.5,
        evidence: [
          'administ* & medic*',
          'right dose',
          'right time',
          'right route',
          'right resident',
          'right person',
          'medication chart*',
          'prescri*',
        ],
        suggestion:
          'Set out how medicines are administered as prescribed, by workers with the right competency, with checks of the right person, medicine, dose, route and time.',
      },
      {
        id: 'med-self',
        label: 'support to manage their own medicines where safe',
        weight: 1,
        evidence: ['self-administ*', 'self administ*', 'own medic*', 'manage their own'],
        suggestion:
          'Say how people are assessed and supported to manage their own medicines where it is safe.',
      },
      {
        id: 'med-storage',
        label: 'safe storage, including controlled (Schedule 8) medicines',
        weight: 1,
        evidence: [
          'storage',
          'stor* & medic*',
          'locked',
          'schedule 8',
          'controlled drug*',
          'drug register',
          'drugs of dependence',
          'refrigerat*',
        ],
        suggestion:
          'Describe safe storage, including locked storage, refrigeration and a register for Schedule 8 medicines.',
      },
      {
        id: 'med-incidents',
        label: 'recording and learning from medication incidents',
        weight: 1,
        evidence: [
          'medication incident*',
          'medication error*',
          'adverse reaction*',
          'adverse drug',
          'near miss*',
        ],
        suggestion:
          'Require medication incidents, near misses and adverse reactions to be recorded, reviewed and learnt from.',
      },
      {
        id: 'med-psychotropic',
        label: 'monitoring psychotropic medicines and avoiding chemical restraint',
        weight: 1,
        evidence: ['psychotropic*', 'chemical restraint', 'antipsychotic*', 'sedat*'],
        suggestion:
          'Address psychotropic medicines: consent, regular review and avoiding their use as chemical restraint.',
      },
    ],
  },
  {
    id: 'standard-6',
    title: 'Standard 6: Food and nutrition',
    kind: 'standard',
    summary:
      'People get enough nutritious food and drink that they enjoy, with support to eat and drink, a good dining ' +
      'experience, and monitoring of weight and hydration.',
    citation: `${STANDARDS}, Standard 6`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: [],
    headings: ['food', 'nutrition', 'dining', 'hydration', 'meals'],
    keywords: [
      'nutrition',
      'hydration',
      'dining',
      'meals',
      'menu',
      'dietitian',
      'texture modified',
      'swallowing',
      'malnutrition',
    ],
    anchors: ['nutrition', 'food', 'meal*', 'dining', 'hydration'],
    elements: [
      {
        id: 's6-nutrition',
        label: 'nutrition and hydration',
        weight: 1,
        evidence: ['nutrition*', 'hydrat*', 'fluid*'],
        suggestion: 'Describe how nutrition and hydration needs are met.',
      },
      {
        id: 's6-dining',
        label: 'the dining experience and choice of food',
        weight: 1,
        evidence: ['dining', 'meal*', 'menu*', 'food & choice', 'food & preference*'],
        suggestion: 'Describe the dining experience and how people choose what they eat.',
      },
      {
        id: 's6-needs',
        label: 'special diets, swallowing and texture-modified food',
        weight: 1,
        evidence: [
          'dietitian*',
          'texture modif*',
          'texture-modif*',
          'swallow*',
          'speech pathologist*',
          'allerg*',
        ],
        suggestion:
          'Cover special diets, allergies, swallowing assessment and texture-modified food and drinks.',
      },
      {
        id: 's6-monitoring',
        label: 'monitoring weight and malnutrition',
        weight: 1,
        evidence: ['weight', 'malnutrition', 'dehydration'],
        suggestion: 'Say how weight, malnutrition and dehydration are monitored and acted on.',
      },
    ],
  },
  {
    id: 'standard-7',
    title: 'Standard 7: The residential community',
    kind: 'standard',
    summary:
      'In residential care, people are supported in daily living, stay connected with their community and the people ' +
      'who matter to them, and are supported through transitions such as moving in, hospital stays and moving out.',
    citation: `${STANDARDS}, Standard 7`,
    citationConfirmed: true,
    source: STANDARDS_SOURCE,
    core: false,
    related: [],
    headings: ['daily living', 'lifestyle', 'community', 'transitions', 'visitors'],
    keywords: [
      'daily living',
      'lifestyle',
      'activities',
      'community',
      'visitors',
      'relationships',
      'transition',
      'hospital transfer',
    ],
    anchors: ['daily living', 'lifestyle', 'community', 'visitor*', 'transition*'],
    elements: [
      {
        id: 's7-daily-living',
        label: 'daily living and meaningful activities',
        weight: 1,
        evidence: ['daily living', 'activit*', 'lifestyle', 'leisure'],
        suggestion: 'Describe support for daily living and meaningful activities.',
      },
      {
        id: 's7-community',
        label: 'connections with family, friends and community',
        weight: 1,
        evidence: ['visitor*', 'visit*', 'communit*', 'relationship*', 'connect*'],
        suggestion:
          'Say how people stay connected with family, friends and their community, including visiting.',
      },
      {
        id: 's7-transitions',
        label: 'transitions: moving in, hospital stays and moving out',
        weight: 1,
        evidence: [
          'transition*',
          'hospital transfer*',
          'transfer* & hospital',
          'moving in',
          'admission',
          'discharge',
        ],
        suggestion: 'Describe support during transitions: moving in, hospital transfers and moving out.',
      },
    ],
  },
  {
    id: 'records',
    title: 'Record keeping',
    kind: 'rules',
    summary:
      'Keep accurate, secure records of care and of how the provider meets its obligations, and retain many classes ' +
      'of records for 7 years.',
    citation: 'Aged Care Rules 2025 (record-keeping provisions)',
    citationConfirmed: false,
    citationNote: 'The Rules hold the record-keeping duties; the section numbers were not confirmed.',
    source: 'legislation.gov.au (Aged Care Rules 2025, F2025L01173)',
    core: true,
    related: ['privacy'],
    headings: [
      'records',
      'record keeping',
      'documentation',
      'record-keeping',
      'retention',
      'destroying',
      'destruction',
      'disposal',
      'archiving',
    ],
    keywords: ['records', 'record keeping', 'documentation', 'retention', '7 years', 'archive'],
    anchors: ['record*', 'documentation'],
    elements: [
      {
        id: 'rec-what',
        label: 'which records are made and kept',
        weight: 1,
        evidence: [
          'record* & kept',
          'record* & keep',
          'maintain* & record*',
          'documentation',
          'recorded in',
          'documented in',
          '=register',
          '=registers',
        ],
        suggestion:
          'List the records this policy creates (for example forms, registers, care notes) and where they are kept.',
      },
      {
        id: 'rec-retention',
        label: 'how long records are kept (7 years for many record classes)',
        weight: 1.5,
        evidence: ['7 year*', 'seven year*', 'retain* & year*', 'retention', 'kept for & year*'],
        suggestion:
          'State how long the records are kept; many classes of aged care records must be kept for 7 years.',
      },
      {
        id: 'rec-secure',
        label: 'secure storage and controlled access',
        weight: 1,
        evidence: [
          'secure* & record*',
          'secure* & information',
          'access & restrict*',
          'authoris* & access',
          'password*',
          'encrypt*',
          'locked & record*',
          'locked cabinet*',
        ],
        suggestion: 'Say how records are stored securely and who may access them.',
      },
      {
        id: 'rec-quality',
        label: 'accurate and timely records',
        weight: 1,
        evidence: [
          'accurate*',
          'contemporaneous',
          'up to date',
          'up-to-date',
          '=timely',
          'legible',
          'factual',
          'as soon as possible & record*',
          // Information corrected when it is found wrong (APP 13): "wrong, out of date or incomplete, we correct it".
          'out of date & correct*',
          'incomplete & correct*',
        ],
        suggestion:
          'Require records to be accurate, factual and made at the time or as soon as possible after.',
      },
      {
        id: 'rec-disposal',
        label: 'secure archiving and disposal',
        weight: 0.5,
        evidence: ['destroy*', 'destruction', 'dispos* & record*', 'archiv*'],
        suggestion:
          'Describe how records are archived and securely destroyed at the end of the retention period.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and information',
    kind: 'other-law',
    summary:
      'Personal and health information is collected, used, disclosed, stored and corrected in line with the Privacy ' +
      'Act 1988 and the Australian Privacy Principles, and the right to privacy in the Statement of Rights.',
    citation: `Privacy Act 1988 (Cth), Australian Privacy Principles; ${ACT} (Statement of Rights)`,
    citationConfirmed: true,
    source: 'Privacy Act 1988; legislation.gov.au',
    core: false,
    related: ['records', 'complaints'],
    headings: ['privacy', 'confidentiality', 'personal information'],
    sectionHeadings: ['information'],
    keywords: [
      'privacy',
      'personal information',
      'health information',
      'confidentiality',
      'consent',
      'disclosure',
      'data breach',
      'Australian Privacy Principles',
      'OAIC',
    ],
    anchors: ['privacy', 'personal information', 'health information', 'confidential*'],
    elements: [
      {
        id: 'priv-collect',
        label: 'what personal and health information is collected and why',
        weight: 1,
        evidence: [
          'collect* & personal information',
          'collect* & health information',
          'personal information',
          'health information',
          'sensitive information',
        ],
        suggestion: 'Say what personal and health information is collected, how and why.',
      },
      {
        id: 'priv-use',
        label: 'use and disclosure limited to agreed or lawful purposes',
        weight: 1,
        evidence: [
          'use and disclos*',
          'disclos* & consent',
          'primary purpose',
          'secondary purpose',
          'third part*',
        ],
        suggestion:
          'Explain when information may be used or disclosed, and that other uses need consent or a legal basis.',
      },
      {
        id: 'priv-access',
        label: "access to and correction of a person's own information",
        weight: 1,
        evidence: ['access & correct*', 'request access', 'access to their', 'access their', 'correction'],
        suggestion: 'Explain how people can ask to see and correct the information held about them.',
      },
      {
        id: 'priv-security',
        label: 'security of information and data breach response',
        weight: 1.5,
        evidence: [
          'data breach*',
          'notifiable data breach*',
          'unauthoris* access',
          'security & information',
          'secure* & information',
          // The measures themselves, in plain words: locked files, access by role, access logs, a record sent wrongly.
          'locked & records',
          'locked & files',
          'access log*',
          'encrypt*',
          'password*',
          'need to know',
          'wrongly disclos*',
        ],
        suggestion:
          'Describe how information is kept secure and how a data breach is contained, assessed and notified under the Notifiable Data Breaches scheme.',
      },
      {
        id: 'priv-law',
        label: 'the Privacy Act 1988 and the Australian Privacy Principles',
        weight: 1,
        evidence: ['australian privacy principle*', 'privacy act', 'privacy principle*'],
        suggestion: 'Refer to the Privacy Act 1988 and the Australian Privacy Principles.',
      },
      {
        id: 'priv-complaints',
        label: 'how to make a privacy complaint, including to the OAIC',
        weight: 1,
        evidence: [
          'privacy complaint*',
          'complain* & privacy',
          'office of the australian information commissioner',
          'oaic',
          'information commissioner',
        ],
        suggestion:
          'Explain how to make a privacy complaint and that people can go to the Office of the Australian Information Commissioner (OAIC).',
      },
    ],
  },
];

const BY_ID = new Map(ACT_REQUIREMENTS.map((r) => [r.id, r]));

export const ACT_REQUIREMENT_IDS: readonly string[] = ACT_REQUIREMENTS.map((r) => r.id);

export function getActRequirement(id: string): ActRequirement | undefined {
  return BY_ID.get(id);
}

/** The citation as shown to a provider: unconfirmed section numbers are labelled, never presented as settled. */
export function formatCitation(requirement: ActRequirement): string {
  return requirement.citationConfirmed
    ? requirement.citation
    : `${requirement.citation}, section number not confirmed`;
}

/** Which requirements apply to a provider registered in these categories (the Quality Standards to 4-6, Standard 5 to 5-6). */
export function appliesToCategories(requirement: ActRequirement, categories: readonly number[]): boolean {
  if (!categories.length) return true;
  const some = (...c: number[]) => c.some((n) => categories.includes(n));
  if (requirement.id === 'standard-7') return some(6);
  if (['standard-5', 'infection-control', 'medicines'].includes(requirement.id)) return some(5, 6);
  if (requirement.kind === 'standard' || requirement.kind === 'standard-outcome') return some(4, 5, 6);
  return true;
}
