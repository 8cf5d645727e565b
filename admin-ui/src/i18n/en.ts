import { MOCK_MESSAGES } from '@portal/contracts';

/**
 * The console's English wording: resource names and field labels (react-admin reads
 * `resources.<name>.fields.<field>` for column headers, filter and input labels), plus the few
 * react-admin defaults the product words differently. Everything else falls back to react-admin's
 * own English messages.
 */
export const en = {
  ra: {
    auth: {
      logout: 'Sign out',
      auth_check_error: 'Session expired - please login again',
    },
    notification: {
      logged_out: 'Session expired - please login again',
    },
  },
  resources: {
    tutors: {
      name: 'Tutor |||| Tutors',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        password: 'Password',
        organizationName: 'Organisation',
        specializations: 'Specialisations',
        qualifications: 'Qualifications',
        experience: 'Experience (years)',
        contactPhone: 'Contact phone',
        address: 'Address',
        isVerified: 'Verified',
        isActive: 'Active',
        studentCount: 'Students',
      },
    },
    'compliance-register': {
      name: 'Processing Register |||| Processing Register',
      empty: 'No processing activities recorded yet',
      emptyHint:
        'Every read, export, change, consent and erasure of personal data is recorded here as it happens.',
      fields: {
        createdAt: 'Date',
        subjectName: 'Subject',
        subjectRole: 'Role',
        action: 'Action',
        dataType: 'Data type',
        purpose: 'Purpose',
        actor: 'Actor',
        resultStatus: 'Result',
        q: 'Search',
      },
    },
    'consent-records': {
      name: 'Consent Record |||| Consent Records',
      empty: 'No consent records yet',
      emptyHint:
        'Consents given or withdrawn at sign-up, in the consent form and in the cookie banner appear here.',
      fields: {
        subjectName: 'Subject',
        consentType: 'Consent type',
        consentGiven: 'Status',
        version: 'Version',
        source: 'Source',
        createdAt: 'Date',
        q: 'Search',
      },
    },
    'rights-requests': {
      name: 'Rights Request |||| Rights Requests',
      empty: 'No rights requests yet',
      emptyHint:
        'Erasure and processing-restriction requests made by people from their privacy page appear here.',
      fields: {
        subjectName: 'Subject',
        type: 'Type',
        status: 'Status',
        dataTypes: 'Data types',
        requestedAt: 'Requested',
        completedAt: 'Completed',
      },
    },
    'mock-exams': {
      name: 'Mock Exam |||| Mock Exams',
      empty: MOCK_MESSAGES.noMocksTutor,
      emptyHint:
        'Schedule each paper with the same mock name; after the windows close every child gets a standardised age score per paper and combined.',
      fields: {
        name: 'Mock',
        papers: 'Papers',
        startsAt: 'Date',
        studentCount: 'Students',
        targetScore: 'Target (SAS)',
        closed: 'Status',
      },
    },
    'compliance-officers': {
      name: 'Compliance Officer |||| Compliance Officers',
      empty: 'No compliance officers yet',
      emptyHint: 'A compliance officer audits the processing register, consent records and rights requests.',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        password: 'Password',
        createdAt: 'Added',
        name: 'Name',
      },
    },
  },
} as const;

/** Human labels for the contract's enums, shown in chips and filter choices. */
export const processingActionLabels = {
  data_access: 'Data access',
  data_export: 'Data export',
  data_update: 'Data update',
  data_deletion: 'Data deletion',
  consent_given: 'Consent given',
  consent_withdrawn: 'Consent withdrawn',
  data_rectification: 'Data rectification',
  data_portability: 'Data portability',
  processing_restriction: 'Processing restriction',
} as const;

export const consentTypeLabels = {
  privacy_policy: 'Privacy policy',
  terms_of_service: 'Terms of service',
  cookies_essential: 'Essential cookies',
  cookies_analytics: 'Analytics cookies',
  cookies_marketing: 'Marketing cookies',
  marketing_emails: 'Marketing emails',
  data_processing: 'Data processing',
} as const;

export const consentSourceLabels: Readonly<Record<string, string>> = {
  registration: 'Sign-up',
  consent_form: 'Consent form',
  cookie_banner: 'Cookie banner',
  parent: 'Parent',
  privacy_page: 'Privacy page',
};

export const rightsRequestTypeLabels = {
  erasure: 'Erasure',
  restriction: 'Restriction',
} as const;

export const rightsRequestStatusLabels = {
  pending: 'Pending',
  completed: 'Completed',
  active: 'Active',
  lifted: 'Lifted',
} as const;

export const roleLabels: Readonly<Record<string, string>> = {
  admin: 'Admin',
  tutor: 'Tutor',
  student: 'Student',
  parent: 'Parent',
  compliance: 'Compliance officer',
};

/** "self" is the person acting on their own data, "system" the platform; staff act under their role. */
export function actorLabel(actor: string): string {
  if (actor === 'self' || actor === 'system') {
    return actor === 'self' ? 'Self' : 'System';
  }
  return roleLabels[actor] ?? actor;
}

/** "cookies_marketing" → "Marketing cookies", "personal_data" → "Personal data". */
export function dataTypeLabel(dataType: string): string {
  const known = (consentTypeLabels as Readonly<Record<string, string>>)[dataType];
  if (known) {
    return known;
  }
  const words = dataType.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : dataType;
}
