inputs = {
  stack_dir = values.stack_dir
}
