locals  {
  stack_dir=  get_original_terragrunt_dir()
}
