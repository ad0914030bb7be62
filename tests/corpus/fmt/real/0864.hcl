inputs = {
  data = local.file_contents
}
