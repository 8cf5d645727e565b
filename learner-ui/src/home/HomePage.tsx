import { ConsoleCallout } from './ConsoleCallout';
import { HeroSection } from './HeroSection';
import { HowItWorks } from './HowItWorks';
import { SubjectsSection } from './SubjectsSection';

export const HomePage = () => (
  <>
    <HeroSection />
    <SubjectsSection />
    <HowItWorks />
    <ConsoleCallout />
  </>
);
