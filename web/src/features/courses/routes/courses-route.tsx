import { CoursesScreen } from '../components/courses-screen';

export function CoursesRoute() {
  return <CoursesScreen />;
}
