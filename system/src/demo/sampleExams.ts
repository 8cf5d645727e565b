/**
 * The demo organisation's sample content: one group and four short 11+ style papers (Years 5–6),
 * one per subject. All questions, the reading passage and the figures are original, written for
 * this project. Multiple-choice answers are stored as letters (spec 002 §5); passages are
 * newline-separated paragraphs (spec 002 §3); NVR figures are SVG files in ./figures.
 */

export interface SampleQuestion {
  id: string;
  question: string;
  type: 'multiple-choice' | 'true-false' | 'short-answer' | 'fill-in-blank' | 'essay';
  options?: string[];
  correctAnswer: string;
  marks: number;
  explanation: string;
  category: string;
  difficulty: 'easy' | 'medium' | 'hard';
  passageId?: string;
  /** file name in system/src/demo/figures, for NVR */
  figure?: string;
}

export interface SamplePassage {
  id: string;
  title: string;
  author: string;
  /** paragraphs separated by \n */
  text: string;
}

export interface SampleExam {
  title: string;
  description: string;
  examType: 'mathematics' | 'english' | 'verbal-reasoning' | 'non-verbal-reasoning';
  difficulty: 'easy' | 'medium' | 'hard';
  duration: number;
  grade: 'year-5' | 'year-6';
  passingScore: number;
  questions: SampleQuestion[];
  passages: SamplePassage[];
}

export const SAMPLE_GROUP = {
  name: 'Year 6 Spring Cohort',
  description:
    'Year 6 pupils preparing for the 11+ in the spring term: weekly practice papers in mathematics, English, verbal and non-verbal reasoning.',
  grade: 'year-6',
  academicYear: '2025-2026',
  maxStudents: 20,
  subjects: ['Mathematics', 'English', 'Verbal Reasoning', 'Non-Verbal Reasoning'],
} as const;

// ---- 1. Mathematics ---------------------------------------------------------------------------

const MATHEMATICS: SampleExam = {
  title: 'Mathematics Practice Paper 1',
  description:
    'A short 11+ style mathematics paper: place value, fractions, decimals and percentages, ratio, area, angles, sequences, algebra, time and money. No calculator.',
  examType: 'mathematics',
  difficulty: 'medium',
  duration: 25,
  grade: 'year-6',
  passingScore: 60,
  passages: [],
  questions: [
    {
      id: 'math-01',
      question: 'What is the value of the digit 7 in the number 3,472,906?',
      type: 'multiple-choice',
      options: ['700', '7,000', '70,000', '700,000', '7,000,000'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'Reading from the right: 6 ones, 0 tens, 9 hundreds, 2 thousands, 7 ten-thousands. So the 7 is worth 70,000.',
      category: 'Number',
      difficulty: 'easy',
    },
    {
      id: 'math-02',
      question: 'What is 3/4 of 56?',
      type: 'multiple-choice',
      options: ['36', '42', '45', '48', '52'],
      correctAnswer: 'B',
      marks: 1,
      explanation: 'One quarter of 56 is 56 ÷ 4 = 14, so three quarters is 3 × 14 = 42.',
      category: 'Fractions',
      difficulty: 'easy',
    },
    {
      id: 'math-03',
      question: 'Which of these is the largest?',
      type: 'multiple-choice',
      options: ['0.62', '3/5', '65%', '0.605', '16/25'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'Write them all as decimals: 0.62, 3/5 = 0.6, 65% = 0.65, 0.605 and 16/25 = 0.64. The largest is 0.65, which is 65%.',
      category: 'Fractions',
      difficulty: 'medium',
    },
    {
      id: 'math-04',
      question:
        'A coat costs £80. In a sale, its price is reduced by 15%. What is the sale price of the coat?',
      type: 'multiple-choice',
      options: ['£12.00', '£64.00', '£65.00', '£68.00', '£92.00'],
      correctAnswer: 'D',
      marks: 1,
      explanation: '10% of £80 is £8 and 5% is £4, so 15% is £12. The sale price is £80 − £12 = £68.00.',
      category: 'Fractions',
      difficulty: 'medium',
    },
    {
      id: 'math-05',
      question:
        'Sam and Priya share 45 sweets in the ratio 2 : 3. How many sweets does Priya get? Write your answer as a number.',
      type: 'short-answer',
      correctAnswer: '27',
      marks: 2,
      explanation:
        'There are 2 + 3 = 5 equal shares, so one share is 45 ÷ 5 = 9 sweets. Priya gets 3 shares: 3 × 9 = 27 sweets.',
      category: 'Number',
      difficulty: 'medium',
    },
    {
      id: 'math-06',
      question: 'A rectangle has a perimeter of 30 cm. Its length is 9 cm. What is its area?',
      type: 'multiple-choice',
      options: ['48 cm²', '54 cm²', '60 cm²', '81 cm²', '135 cm²'],
      correctAnswer: 'B',
      marks: 2,
      explanation:
        'Length + width is half the perimeter: 30 ÷ 2 = 15 cm, so the width is 15 − 9 = 6 cm. Area = 9 × 6 = 54 cm².',
      category: 'Geometry',
      difficulty: 'medium',
    },
    {
      id: 'math-07',
      question: 'Two angles of a triangle are 48° and 67°. What is the size of the third angle?',
      type: 'multiple-choice',
      options: ['45°', '55°', '63°', '65°', '75°'],
      correctAnswer: 'D',
      marks: 1,
      explanation: 'The angles of a triangle add up to 180°. 48° + 67° = 115°, and 180° − 115° = 65°.',
      category: 'Geometry',
      difficulty: 'easy',
    },
    {
      id: 'math-08',
      question: 'What is the next number in this sequence?  3, 7, 15, 31, 63, …',
      type: 'multiple-choice',
      options: ['94', '126', '127', '128', '131'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'Each number is double the one before, plus 1 (the differences 4, 8, 16, 32 also double). 63 × 2 + 1 = 127.',
      category: 'Algebra',
      difficulty: 'medium',
    },
    {
      id: 'math-09',
      question: 'If 4n − 7 = 29, what is the value of n? Write your answer as a number.',
      type: 'short-answer',
      correctAnswer: '9',
      marks: 2,
      explanation: 'Add 7 to both sides: 4n = 36. Divide both sides by 4: n = 9. Check: 4 × 9 − 7 = 29.',
      category: 'Algebra',
      difficulty: 'medium',
    },
    {
      id: 'math-10',
      question: 'A train leaves at 14:47 and arrives at 16:25. How long is the journey?',
      type: 'multiple-choice',
      options: [
        '1 hour 38 minutes',
        '1 hour 42 minutes',
        '1 hour 52 minutes',
        '2 hours 22 minutes',
        '2 hours 38 minutes',
      ],
      correctAnswer: 'A',
      marks: 1,
      explanation:
        'Count on: 14:47 to 15:00 is 13 minutes, 15:00 to 16:00 is 1 hour, 16:00 to 16:25 is 25 minutes. 13 + 25 = 38, so the journey takes 1 hour 38 minutes.',
      category: 'Measurement',
      difficulty: 'medium',
    },
    {
      id: 'math-11',
      question:
        'Ella buys 3 notebooks costing £1.45 each and a pen costing 85p. She pays with a £10 note. How much change does she get?',
      type: 'multiple-choice',
      options: ['£3.80', '£4.20', '£4.35', '£4.65', '£4.80'],
      correctAnswer: 'E',
      marks: 2,
      explanation: '3 × £1.45 = £4.35. Add the pen: £4.35 + £0.85 = £5.20. Change: £10.00 − £5.20 = £4.80.',
      category: 'Problem Solving',
      difficulty: 'hard',
    },
    {
      id: 'math-12',
      question: 'True or false: 0.3 × 0.2 = 0.6',
      type: 'true-false',
      correctAnswer: 'False',
      marks: 1,
      explanation:
        '3 × 2 = 6, and there are two decimal places in the question (one in 0.3 and one in 0.2), so 0.3 × 0.2 = 0.06, not 0.6.',
      category: 'Number',
      difficulty: 'medium',
    },
    {
      id: 'math-13',
      question:
        'The mean of five numbers is 12. Four of the numbers are 10, 15, 8 and 14. What is the fifth number?',
      type: 'multiple-choice',
      options: ['13', '15', '17', '47', '60'],
      correctAnswer: 'A',
      marks: 2,
      explanation:
        'If the mean of five numbers is 12, they add up to 5 × 12 = 60. The four numbers add up to 10 + 15 + 8 + 14 = 47, so the fifth is 60 − 47 = 13.',
      category: 'Problem Solving',
      difficulty: 'hard',
    },
  ],
};

// ---- 2. English -------------------------------------------------------------------------------

const TIDE_CLOCK: SamplePassage = {
  id: 'passage-tide-clock',
  title: 'The Tide Clock',
  author: '11+ Portal (original story)',
  text: [
    'Nell had been at Gran’s cottage for three days before she noticed the clock. It hung beside the back door, half hidden behind a yellow raincoat, and it had only one hand. Instead of numbers, the words HIGH and LOW were painted at the top and bottom of its faded blue face.',
    '“That’s a tide clock,” Gran said, when Nell asked about it. “It tells you when the sea is coming in and when it’s going out. Your grandad made it the winter we moved here. It stopped the year he died, and I never had the heart to fix it.”',
    'Nell lifted it down carefully. The back was held on with four tiny screws, and inside, the old battery had leaked a crust of white powder. It did not look difficult to mend. That afternoon she scrubbed the metal contacts with an old toothbrush, just as her science teacher had shown the class, and pushed in a new battery from the kitchen drawer. For a long moment nothing happened. Then, with a faint tick that she felt more than heard, the hand began to creep.',
    '“It needs setting,” said Gran, squinting at the little table of tide times pinned up beside the kettle. “High water is at ten past four. Point it straight up at ten past four, and it will do the rest.”',
    'Nell waited by the window with the clock on her knees. When the kitchen clock showed ten past four, she nudged the single hand to HIGH and hung the clock back on its nail.',
    'The next morning, after a late breakfast, Nell found that the beach below the cottage had become a wide, shining plain of wet sand. Tiny crabs scuttled between the rock pools, and gulls stood about like shopkeepers waiting for customers. She was halfway to the far rocks when she stopped. She could not see the clock from here, of course, but she could picture it: the hand would be sliding round towards HIGH again.',
    'Nell turned and walked home briskly, not quite running. By the time she reached the steps, the first thin fingers of water were already reaching across the sand behind her.',
    'Gran was waiting at the door with two mugs of cocoa. She glanced at her granddaughter’s wet trainers, then at the clock, and smiled in a way that Nell would remember for a long time.',
    '“He’d have liked that,” she said. “He always said the sea keeps its own time, and the clever thing is to listen.”',
  ].join('\n'),
};

const ENGLISH: SampleExam = {
  title: 'English Comprehension Practice Paper 1',
  description:
    'Read the story “The Tide Clock” carefully, then answer the questions about it. The paper ends with three spelling and grammar questions.',
  examType: 'english',
  difficulty: 'medium',
  duration: 30,
  grade: 'year-5',
  passingScore: 60,
  passages: [TIDE_CLOCK],
  questions: [
    {
      id: 'eng-01',
      question: 'Why had the tide clock stopped working?',
      type: 'multiple-choice',
      options: [
        'Gran had dropped it on the floor.',
        'Its old battery had leaked.',
        'One of its two hands had snapped off.',
        'Sea water had got inside it.',
        'Nell had wound it up too tightly.',
      ],
      correctAnswer: 'B',
      marks: 1,
      explanation:
        'Paragraph 3 says that inside the clock “the old battery had leaked a crust of white powder”. The clock only ever had one hand.',
      category: 'Comprehension',
      difficulty: 'easy',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-02',
      question: 'How many screws held the back of the clock on? Write your answer as a number.',
      type: 'short-answer',
      correctAnswer: '4',
      marks: 1,
      explanation: 'Paragraph 3: “The back was held on with four tiny screws.”',
      category: 'Comprehension',
      difficulty: 'easy',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-03',
      question: 'In paragraph 4, Gran is “squinting” at the table of tide times. What does “squinting” mean?',
      type: 'multiple-choice',
      options: [
        'looking with her eyes partly closed',
        'laughing quietly to herself',
        'pointing with one finger',
        'reading out loud',
        'shouting crossly',
      ],
      correctAnswer: 'A',
      marks: 1,
      explanation:
        'To squint is to look at something with your eyes partly closed, often because it is small or hard to see – like a little table of tide times.',
      category: 'Vocabulary',
      difficulty: 'easy',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-04',
      question: 'How did Nell know how to clean the inside of the clock?',
      type: 'multiple-choice',
      options: [
        'Gran told her what to do.',
        'She read the instructions on the back of the clock.',
        'Her science teacher had shown her class.',
        'Her grandad had taught her.',
        'She had watched a video about it.',
      ],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'Paragraph 3: she scrubbed the contacts “just as her science teacher had shown the class”. Her grandad died before the story begins.',
      category: 'Comprehension',
      difficulty: 'easy',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-05',
      question:
        '“Gulls stood about like shopkeepers waiting for customers.” Which writing technique is used in this sentence?',
      type: 'multiple-choice',
      options: ['a metaphor', 'alliteration', 'onomatopoeia', 'a simile', 'a rhetorical question'],
      correctAnswer: 'D',
      marks: 1,
      explanation:
        'A simile compares one thing to another using “like” or “as”. Here the gulls are compared to shopkeepers using “like”.',
      category: 'Comprehension',
      difficulty: 'medium',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-06',
      question: 'Why did Nell walk home “briskly, not quite running”?',
      type: 'multiple-choice',
      options: [
        'She was cold and wanted some cocoa.',
        'She had been frightened by a crab.',
        'Gran had called her back to the cottage.',
        'She had heard the clock ticking from the beach.',
        'She realised that the tide would soon be coming in.',
      ],
      correctAnswer: 'E',
      marks: 2,
      explanation:
        'She pictured the clock’s hand “sliding round towards HIGH again”, which means the sea was starting to come in. When she reached the steps the water was already reaching across the sand. She could not see or hear the clock from the beach.',
      category: 'Comprehension',
      difficulty: 'medium',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-07',
      question: 'True or false: Gran mended the tide clock soon after Grandad died.',
      type: 'true-false',
      correctAnswer: 'False',
      marks: 1,
      explanation:
        'Gran says, “It stopped the year he died, and I never had the heart to fix it.” It was Nell who mended it.',
      category: 'Comprehension',
      difficulty: 'easy',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-08',
      question: 'What does Gran’s smile in paragraph 8 most likely show?',
      type: 'multiple-choice',
      options: [
        'She was cross that Nell’s trainers were wet.',
        'She was proud that Nell had used the clock to read the sea, as Grandad would have done.',
        'She thought the clock had stopped again.',
        'She was amused because Nell had got lost.',
        'She wanted Nell to go back down to the beach.',
      ],
      correctAnswer: 'B',
      marks: 2,
      explanation:
        'Gran looks from the wet trainers to the clock, then says, “He’d have liked that.” She understands that Nell came home in time because of the clock Grandad made, and she is proud and moved.',
      category: 'Comprehension',
      difficulty: 'hard',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-09',
      question: 'Which word best describes Nell in this story?',
      type: 'multiple-choice',
      options: ['careless', 'boastful', 'lazy', 'practical', 'rude'],
      correctAnswer: 'D',
      marks: 1,
      explanation:
        'Nell works out how to mend the clock herself, sets it carefully and then uses it sensibly on the beach. She is practical. Nothing in the story shows her being careless, boastful, lazy or rude.',
      category: 'Comprehension',
      difficulty: 'medium',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-10',
      question: 'What did Grandad mean when he said that “the sea keeps its own time”?',
      type: 'multiple-choice',
      options: [
        'The sea follows its own pattern of tides, which people need to pay attention to.',
        'The sea is too noisy for anyone to hear a clock.',
        'Clocks stop working when they get wet.',
        'High tide is always at ten past four.',
        'Nobody should go to the beach in the morning.',
      ],
      correctAnswer: 'A',
      marks: 2,
      explanation:
        'The tides come in and go out on their own timetable, not the one on the kitchen clock; “the clever thing is to listen” means paying attention to that pattern. High tide is at a different time each day.',
      category: 'Comprehension',
      difficulty: 'hard',
      passageId: TIDE_CLOCK.id,
    },
    {
      id: 'eng-11',
      question: 'Which word is spelled correctly?',
      type: 'multiple-choice',
      options: ['neccessary', 'necessary', 'necesary', 'neccesary', 'nessesary'],
      correctAnswer: 'B',
      marks: 1,
      explanation: '“Necessary” has one c and a double s: ne-c-e-ss-ary.',
      category: 'Spelling',
      difficulty: 'medium',
    },
    {
      id: 'eng-12',
      question:
        'Fill in the blank with the past tense of the verb “catch”: Yesterday, Nell ____ three tiny crabs in a rock pool.',
      type: 'fill-in-blank',
      correctAnswer: 'caught',
      marks: 1,
      explanation: '“Catch” is an irregular verb: its past tense is “caught”, not “catched”.',
      category: 'Grammar',
      difficulty: 'easy',
    },
    {
      id: 'eng-13',
      question: 'Which sentence uses an apostrophe correctly?',
      type: 'multiple-choice',
      options: [
        'The gull’s were waiting on the rocks.',
        'Nell put on her trainer’s.',
        'Gran’s cottage stood above the beach.',
        'The crab’s scuttled away.',
        'The clock had lost it’s hand.',
      ],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        '“Gran’s cottage” shows possession (the cottage belongs to Gran). Plurals such as gulls, trainers and crabs need no apostrophe, and the possessive “its” never has one.',
      category: 'Grammar',
      difficulty: 'medium',
    },
  ],
};

// ---- 3. Verbal reasoning ----------------------------------------------------------------------

const VERBAL_REASONING: SampleExam = {
  title: 'Verbal Reasoning Practice Paper 1',
  description:
    'Classic verbal reasoning question types: letter series, letter codes, analogies, odd one out, hidden words, compound words, number series, synonyms and antonyms. Use the alphabet line if it helps: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z.',
  examType: 'verbal-reasoning',
  difficulty: 'medium',
  duration: 20,
  grade: 'year-6',
  passingScore: 60,
  passages: [],
  questions: [
    {
      id: 'vr-01',
      question: 'Find the next pair of letters in the series:  CZ  EX  GV  IT  ?',
      type: 'multiple-choice',
      options: ['KS', 'JR', 'KR', 'LR', 'KQ'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'The first letters move forward two places (C, E, G, I, K). The second letters move back two places (Z, X, V, T, R). So the next pair is KR.',
      category: 'Letter Series',
      difficulty: 'medium',
    },
    {
      id: 'vr-02',
      question: 'If the code for LAMP is NCOR, what is the code for DESK?',
      type: 'multiple-choice',
      options: ['EFTL', 'FGUM', 'FHUM', 'FGVM', 'GHVN'],
      correctAnswer: 'B',
      marks: 1,
      explanation:
        'Each letter of LAMP moves forward two places: L→N, A→C, M→O, P→R. Do the same to DESK: D→F, E→G, S→U, K→M, giving FGUM.',
      category: 'Codes',
      difficulty: 'medium',
    },
    {
      id: 'vr-03',
      question: 'If STORM is written in code as TUPSN, what does the code IBU stand for?',
      type: 'multiple-choice',
      options: ['HAT', 'JCV', 'HAS', 'GAT', 'HUT'],
      correctAnswer: 'A',
      marks: 1,
      explanation:
        'Each letter of STORM moves forward one place to make TUPSN. To decode, move each letter back one place: I→H, B→A, U→T, giving HAT.',
      category: 'Codes',
      difficulty: 'medium',
    },
    {
      id: 'vr-04',
      question: 'Finger is to hand as toe is to …',
      type: 'multiple-choice',
      options: ['leg', 'shoe', 'sock', 'nail', 'foot'],
      correctAnswer: 'E',
      marks: 1,
      explanation: 'A finger is part of a hand, and a toe is part of a foot.',
      category: 'Analogies',
      difficulty: 'easy',
    },
    {
      id: 'vr-05',
      question: 'Author is to book as composer is to …',
      type: 'multiple-choice',
      options: ['orchestra', 'piano', 'conductor', 'symphony', 'poem'],
      correctAnswer: 'D',
      marks: 1,
      explanation:
        'An author writes a book; a composer writes a piece of music such as a symphony. An orchestra plays it and a conductor leads it, but neither is what the composer creates.',
      category: 'Analogies',
      difficulty: 'medium',
    },
    {
      id: 'vr-06',
      question: 'Which word is the odd one out?',
      type: 'multiple-choice',
      options: ['oak', 'ash', 'tulip', 'beech', 'elm'],
      correctAnswer: 'C',
      marks: 1,
      explanation: 'Oak, ash, beech and elm are all trees. A tulip is a flower.',
      category: 'Odd One Out',
      difficulty: 'easy',
    },
    {
      id: 'vr-07',
      question:
        'A four-letter word is hidden across the end of one word and the start of the next in this sentence: “The magic rabbit vanished.” Which word is it?',
      type: 'multiple-choice',
      options: ['BITE', 'CRAB', 'ICED', 'MAGE', 'VANE'],
      correctAnswer: 'B',
      marks: 1,
      explanation: 'The last letter of “magiC” and the first three letters of “RABbit” make CRAB.',
      category: 'Hidden Words',
      difficulty: 'medium',
    },
    {
      id: 'vr-08',
      question: 'Which word can go in front of all of these to make three new words?  burn   flower   rise',
      type: 'multiple-choice',
      options: ['day', 'fire', 'moon', 'star', 'sun'],
      correctAnswer: 'E',
      marks: 1,
      explanation:
        'Sunburn, sunflower and sunrise are all words. “Moonrise” is a word, but “moonburn” is not, so only “sun” works with all three.',
      category: 'Compound Words',
      difficulty: 'easy',
    },
    {
      id: 'vr-09',
      question: 'What is the next number in the series?  3, 5, 9, 17, 33, ?',
      type: 'multiple-choice',
      options: ['49', '63', '65', '66', '67'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'The gaps double each time: +2, +4, +8, +16, so the next gap is +32 and 33 + 32 = 65. (Each number is also double the one before, minus 1.)',
      category: 'Number Series',
      difficulty: 'medium',
    },
    {
      id: 'vr-10',
      question: 'Which word is closest in meaning to RAPID?',
      type: 'multiple-choice',
      options: ['swift', 'steady', 'slow', 'rough', 'late'],
      correctAnswer: 'A',
      marks: 1,
      explanation: 'Rapid means very quick. Swift also means very quick.',
      category: 'Synonyms',
      difficulty: 'easy',
    },
    {
      id: 'vr-11',
      question: 'Which word is most nearly the opposite of GENEROUS?',
      type: 'multiple-choice',
      options: ['kind', 'wealthy', 'polite', 'mean', 'cheerful'],
      correctAnswer: 'D',
      marks: 1,
      explanation:
        'A generous person is happy to give and share; a mean person is unwilling to give or share. Kind and polite are close to generous, not opposite.',
      category: 'Antonyms',
      difficulty: 'easy',
    },
    {
      id: 'vr-12',
      question:
        'The numbers in each group are related in the same way. Find the missing number.  12 (36) 3    5 (20) 4    7 ( ? ) 6  Write your answer as a number.',
      type: 'short-answer',
      correctAnswer: '42',
      marks: 2,
      explanation:
        'The number in brackets is the outer two numbers multiplied: 12 × 3 = 36 and 5 × 4 = 20. So 7 × 6 = 42.',
      category: 'Number Relationships',
      difficulty: 'medium',
    },
  ],
};

// ---- 4. Non-verbal reasoning ------------------------------------------------------------------

const NON_VERBAL_REASONING: SampleExam = {
  title: 'Non-Verbal Reasoning Practice Paper 1',
  description:
    'Shape sequences, odd one out, reflection and a grid puzzle. Look carefully at each picture and choose the answer figure A to E.',
  examType: 'non-verbal-reasoning',
  difficulty: 'medium',
  duration: 15,
  grade: 'year-5',
  passingScore: 60,
  passages: [],
  questions: [
    {
      id: 'nvr-01',
      question:
        'The arrows in the top row change in a pattern from left to right. Which figure completes the sequence?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'C',
      marks: 1,
      explanation:
        'Each arrow turns an eighth of a turn (45°) clockwise: up, up-right, right, down-right. The next arrow points straight down, which is C.',
      category: 'Rotation',
      difficulty: 'easy',
      figure: 'nvr-01.svg',
    },
    {
      id: 'nvr-02',
      question: 'Which figure comes next in the sequence?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'D',
      marks: 1,
      explanation:
        'The shapes have 3, 4, 5 and then 6 sides, so the next shape has 7 sides (a heptagon). A has 8 sides, B has 5, C has 6, D has 7 and E has 9.',
      category: 'Sequences',
      difficulty: 'medium',
      figure: 'nvr-02.svg',
    },
    {
      id: 'nvr-03',
      question: 'Which figure completes the sequence?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'B',
      marks: 1,
      explanation:
        'The number of dots goes up by one each time (1, 2, 3, 4) and the colour swaps between black and white. The next figure has 5 black dots, which is B.',
      category: 'Sequences',
      difficulty: 'easy',
      figure: 'nvr-03.svg',
    },
    {
      id: 'nvr-04',
      question: 'Which figure is the odd one out?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'A',
      marks: 2,
      explanation:
        'B, C, D and E are the same L-shape turned to different angles. A is a mirror image of the L-shape: however you turn it, it cannot be made to match the others.',
      category: 'Odd One Out',
      difficulty: 'hard',
      figure: 'nvr-04.svg',
    },
    {
      id: 'nvr-05',
      question: 'Which figure is the odd one out?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'E',
      marks: 1,
      explanation:
        'In each figure the number of dots matches the number of sides of the shape: triangle 3, pentagon 5, square 4, hexagon 6. E is a pentagon (5 sides) with only 4 dots.',
      category: 'Odd One Out',
      difficulty: 'medium',
      figure: 'nvr-05.svg',
    },
    {
      id: 'nvr-06',
      question: 'Which figure shows the flag reflected in the dashed mirror line?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'B',
      marks: 1,
      explanation:
        'A reflection in an upright mirror line swaps left and right but not top and bottom, so the grey flag stays at the top of the pole and now points left: B. A is not reflected, C is reflected upside down, D is turned half a turn, and E has the wrong colour.',
      category: 'Reflection',
      difficulty: 'medium',
      figure: 'nvr-06.svg',
    },
    {
      id: 'nvr-07',
      question: 'Which figure completes the grid?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'C',
      marks: 2,
      explanation:
        'From left to right along a row, the shapes stay the same but the colours swap: white outside and black inside becomes black outside and white inside. So the white triangle with a black square becomes a black triangle with a white square: C.',
      category: 'Matrices',
      difficulty: 'medium',
      figure: 'nvr-07.svg',
    },
    {
      id: 'nvr-08',
      question: 'Which figure completes the sequence?',
      type: 'multiple-choice',
      options: ['A', 'B', 'C', 'D', 'E'],
      correctAnswer: 'D',
      marks: 2,
      explanation:
        'The dot moves one corner clockwise each time (top left, top right, bottom right, bottom left), so next it is back in the top left. The small triangle changes colour each time (white, black, white, black), so next it is white. Only D has both.',
      category: 'Sequences',
      difficulty: 'hard',
      figure: 'nvr-08.svg',
    },
  ],
};

export const SAMPLE_EXAMS: SampleExam[] = [MATHEMATICS, ENGLISH, VERBAL_REASONING, NON_VERBAL_REASONING];
