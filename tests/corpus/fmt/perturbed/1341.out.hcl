inputs = {
  data = values.data
}