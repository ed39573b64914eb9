import { FieldMessage } from '@/components/ui/form/repeatable-rows';
import { RepeatableRows, TextField } from './course-fields';

/** Modules → topics → subtopics, each list with add, remove and reorder. */
export function CurriculumEditor() {
  return (
    <RepeatableRows
      name="details.curriculum"
      rowTitle={(n) => `Module ${n}`}
      rowName={(n) => `module ${n}`}
      addLabel="Add Module"
      newRow={() => ({ module: '', duration: '', topics: [] })}
    >
      {(row, index) => (
        <>
          {/* A module's own message ('Curriculum module #N is missing required fields ...'). */}
          <FieldMessage name={row} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
            <TextField name={`${row}.module`} label="Module name" />
            <TextField name={`${row}.duration`} label="Duration" />
          </div>
          <TopicsEditor moduleIndex={index} />
        </>
      )}
    </RepeatableRows>
  );
}

function TopicsEditor({ moduleIndex }: { moduleIndex: number }) {
  const n = moduleIndex + 1;
  return (
    <div className="border-l-2 border-slate-200 pl-3">
      <RepeatableRows
        name={`details.curriculum.${moduleIndex}.topics`}
        rowTitle={(m) => `Topic ${m}`}
        rowName={(m) => `topic ${m} of module ${n}`}
        addLabel={`Add topic to module ${n}`}
        newRow={() => ({ topic: '', subtopics: [{ text: '' }] })}
      >
        {(row, index) => (
          <>
            <TextField name={`${row}.topic`} label="Topic name" />
            <RepeatableRows
              name={`${row}.subtopics`}
              rowName={(s) => `subtopic ${s} of topic ${index + 1} of module ${n}`}
              addLabel={`Add subtopic to topic ${index + 1} of module ${n}`}
              newRow={() => ({ text: '' })}
            >
              {(subtopic, at) => (
                <TextField name={`${subtopic}.text`} label={`Subtopic ${at + 1}`} />
              )}
            </RepeatableRows>
          </>
        )}
      </RepeatableRows>
    </div>
  );
}
