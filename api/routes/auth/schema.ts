export {
  LoginRequestSchema,
  RegisterRequestSchema,
  SetPasswordRequestSchema,
} from '../../../sync/contract';
