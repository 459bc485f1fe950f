// The bundle's entry point: runs once per page (a module script runs after the document is parsed).
import { enhance } from '@/lib/enhance';

enhance(document);
