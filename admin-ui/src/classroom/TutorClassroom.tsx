import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SAMPLE_QUIZ, type QuizTemplate } from '@portal/contracts';
import { LoadingState } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { PageSection } from '../common/PageSection';
import { useNow } from '../common/useNow';
import { ActiveSession } from './ActiveSession';
import { ConnectionStatusBar } from './ConnectionStatusBar';
import { QuizBuilder } from './QuizBuilder';
import { editorFor, newDraft, toSessionQuiz, type SelectedQuiz } from './quizDraft';
import { ResumeSessionCard } from './ResumeSessionCard';
import { generateSessionCode } from './sessionCode';
import { SessionEnded } from './SessionEnded';
import { DEFAULT_SESSION_TITLE, SessionSetup } from './SessionSetup';
import { useQuizTemplates } from './useQuizTemplates';
import type { ClassroomTutor } from './tutorClassroomStore';
import { useTutorClassroom } from './useTutorClassroom';
import { visuallyHidden } from '../common/visuallyHidden';
import { focusNewStage } from './stageFocus';

export const CLASSROOM_PAGE_TITLE = 'Real-time Classroom';

export interface TutorClassroomProps {
  tutor: ClassroomTutor;
}

/**
 * The tutor classroom (spec 002 §2.13): header with the connection, then one stage at a time —
 * setup (with the Quiz Builder), resumable, joining, active, ended.
 */
export const TutorClassroom = ({ tutor }: TutorClassroomProps) => {
  const classroom = useTutorClassroom(tutor);
  const templates = useQuizTemplates(tutor.id);
  const navigate = useNavigate();
  const notify = useNotify();
  const now = useNow();
  const [title, setTitle] = useState(DEFAULT_SESSION_TITLE);
  const [code, setCode] = useState(() => generateSessionCode());
  const [selected, setSelected] = useState<SelectedQuiz | null>(null);
  const [builderOpen, setBuilderOpen] = useState(false);
  const [editor, setEditor] = useState(() => editorFor(newDraft(() => crypto.randomUUID())));
  const startRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** after a quiz is chosen the builder folds away: focus goes to the next step once it is drawn */
  const [focusAfterChoice, setFocusAfterChoice] = useState(false);

  const { state, connected } = classroom;
  // a selected template follows its saved edits
  const savedSelection = selected?.templateId
    ? templates.templates.find((template) => template.id === selected.templateId)
    : undefined;
  const selectedQuiz: SelectedQuiz | null =
    selected && savedSelection
      ? { templateId: savedSelection.id, quiz: toSessionQuiz(savedSelection) }
      : selected;

  const backToDashboard = () => void navigate(homePathFor('tutor'));
  const startNew = () => {
    classroom.startNew();
    setCode(generateSessionCode());
  };
  const choose = (next: SelectedQuiz) => {
    setSelected(next);
    setBuilderOpen(false);
    notify(`"${next.quiz.title}" selected for the session`, { type: 'info' });
    setFocusAfterChoice(true);
  };
  // a new stage replaces the view that had the focus: it goes to the new stage's heading
  const shownStage = useRef(state.stage);
  useEffect(() => {
    if (shownStage.current !== state.stage) {
      shownStage.current = state.stage;
      focusNewStage();
    }
  }, [state.stage]);
  useEffect(() => {
    if (focusAfterChoice) {
      setFocusAfterChoice(false);
      (startRef.current && !startRef.current.disabled ? startRef : toggleRef).current?.focus();
    }
  }, [focusAfterChoice]);
  const pickTemplate = (template: QuizTemplate) =>
    choose({ templateId: template.id, quiz: toSessionQuiz(template) });
  const pickSample = () => choose({ templateId: null, quiz: SAMPLE_QUIZ });

  let body;
  switch (state.stage) {
    case 'resumable':
      body = (
        <ResumeSessionCard
          sessionId={state.sessionId ?? ''}
          sessionTitle={state.sessionTitle}
          startedAt={state.startedAt ?? now.toISOString()}
          now={now}
          onResume={() => classroom.resume(selectedQuiz?.quiz ?? null)}
          onStartNew={startNew}
        />
      );
      break;
    case 'joining':
      body = (
        <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', justifyItems: 'center' }}>
          <LoadingState
            message={
              state.resuming
                ? `Resuming session ${state.sessionId ?? ''}…`
                : `Starting session ${state.sessionId ?? ''}…`
            }
          />
          <Button onClick={classroom.cancelJoin}>Cancel</Button>
        </Card>
      );
      break;
    case 'active':
      body = (
        <ActiveSession
          state={state}
          connected={connected}
          log={classroom.log}
          onEnd={() => {
            classroom.endSession();
          }}
          onSendMessage={classroom.sendMessage}
          onReset={classroom.resetStudent}
          onClearLog={classroom.clearLog}
          onBackToDashboard={backToDashboard}
          quizStartedAt={classroom.quizStartedAt}
        />
      );
      break;
    case 'ended':
      body = <SessionEnded state={state} onStartNew={startNew} onBackToDashboard={backToDashboard} />;
      break;
    case 'setup':
      body = (
        <SessionSetup
          title={title}
          onTitleChange={setTitle}
          code={code}
          onRegenerate={() => setCode(generateSessionCode())}
          selected={selectedQuiz}
          onUseSample={pickSample}
          connected={connected}
          builderOpen={builderOpen}
          onToggleBuilder={setBuilderOpen}
          onStart={() => {
            if (
              classroom.startSession({
                sessionId: code,
                sessionTitle: title.trim() || DEFAULT_SESSION_TITLE,
                quiz: selectedQuiz?.quiz ?? null,
              })
            ) {
              setBuilderOpen(false);
            }
          }}
          startRef={startRef}
          toggleRef={toggleRef}
          builder={
            <QuizBuilder
              templates={templates}
              editor={editor}
              onEditorChange={setEditor}
              selectedTemplateId={selectedQuiz?.templateId ?? null}
              onUse={pickTemplate}
              onUseSample={pickSample}
              onDeleted={(template) => {
                if (selected?.templateId === template.id) {
                  setSelected(null);
                }
              }}
            />
          }
        />
      );
      break;
    default: {
      const unhandled: never = state.stage;
      body = unhandled;
    }
  }

  return (
    <PageSection
      id="classroom-heading"
      title={CLASSROOM_PAGE_TITLE}
      description="Host a live quiz: students join with the session code and you watch their answers arrive."
      action={<ConnectionStatusBar status={classroom.status} onConnect={classroom.connect} />}
      maxWidth={1600}
      gap={2}
    >
      {classroom.connectionProblem && !connected ? (
        <Alert severity="error">{classroom.connectionProblem} — press Connect to try again.</Alert>
      ) : null}
      {classroom.sessionError ? (
        <Alert severity="error" onClose={classroom.dismissSessionError}>
          {classroom.sessionError}
        </Alert>
      ) : null}
      {body}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {classroom.announcement}
      </Box>
    </PageSection>
  );
};
