import { useFieldArray, useFormContext } from 'react-hook-form';
import { type CourseFormValues, courseFieldId } from '../course-form';
import { CourseTextField, ListMessage, useCourseError } from './course-fields';
import { AddButton, Entry, EntryControls } from './list-controls';

/** Modules → topics → subtopics, each list with add, remove and reorder (spec §2). */
export function CurriculumEditor() {
  const { control } = useFormContext<CourseFormValues>();
  const modules = useFieldArray({ control, name: 'details.curriculum' });
  return (
    <div className="space-y-4">
      <ListMessage name="details.curriculum" />
      {modules.fields.map((module, index) => (
        <Entry
          key={module.id}
          legend={`Module ${index + 1}`}
          controls={
            <EntryControls
              name={`module ${index + 1}`}
              index={index}
              count={modules.fields.length}
              onMove={modules.move}
              onRemove={modules.remove}
            />
          }
        >
          <ModuleMessage index={index} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
            <CourseTextField name={`details.curriculum.${index}.module`} label="Module name" />
            <CourseTextField name={`details.curriculum.${index}.duration`} label="Duration" />
          </div>
          <TopicsEditor moduleIndex={index} />
        </Entry>
      ))}
      <AddButton
        id={courseFieldId('details.curriculum')}
        label="Add Module"
        onClick={() => modules.append({ module: '', duration: '', topics: [] })}
      />
    </div>
  );
}

/** A module's own message ('Curriculum module #N is missing required fields ...'). */
function ModuleMessage({ index }: { index: number }) {
  const message = useCourseError(`details.curriculum.${index}`);
  if (!message) return null;
  return <p className="text-xs font-medium text-edtech-red">{message}</p>;
}

function TopicsEditor({ moduleIndex }: { moduleIndex: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const name = `details.curriculum.${moduleIndex}.topics` as const;
  const topics = useFieldArray({ control, name });
  const n = moduleIndex + 1;
  return (
    <div className="space-y-3 border-l-2 border-slate-200 pl-3">
      <ListMessage name={name} />
      {topics.fields.map((topic, index) => (
        <Entry
          key={topic.id}
          legend={`Topic ${index + 1}`}
          controls={
            <EntryControls
              name={`topic ${index + 1} of module ${n}`}
              index={index}
              count={topics.fields.length}
              onMove={topics.move}
              onRemove={topics.remove}
            />
          }
        >
          <CourseTextField name={`${name}.${index}.topic`} label="Topic name" />
          <SubtopicsEditor moduleIndex={moduleIndex} topicIndex={index} />
        </Entry>
      ))}
      <AddButton
        id={courseFieldId(name)}
        label={`Add topic to module ${n}`}
        onClick={() => topics.append({ topic: '', subtopics: [{ text: '' }] })}
      />
    </div>
  );
}

function SubtopicsEditor({ moduleIndex, topicIndex }: { moduleIndex: number; topicIndex: number }) {
  const { control } = useFormContext<CourseFormValues>();
  const name = `details.curriculum.${moduleIndex}.topics.${topicIndex}.subtopics` as const;
  const subtopics = useFieldArray({ control, name });
  const where = `topic ${topicIndex + 1} of module ${moduleIndex + 1}`;
  return (
    <div className="space-y-2">
      <ListMessage name={name} />
      {subtopics.fields.map((subtopic, index) => (
        <div key={subtopic.id} className="flex items-end gap-2">
          <CourseTextField
            name={`${name}.${index}.text`}
            label={`Subtopic ${index + 1}`}
            className="flex-1"
          />
          <EntryControls
            name={`subtopic ${index + 1} of ${where}`}
            index={index}
            count={subtopics.fields.length}
            onMove={subtopics.move}
            onRemove={subtopics.remove}
          />
        </div>
      ))}
      <AddButton
        id={courseFieldId(name)}
        label={`Add subtopic to ${where}`}
        onClick={() => subtopics.append({ text: '' })}
      />
    </div>
  );
}
