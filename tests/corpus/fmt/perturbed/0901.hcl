output"sub"{
  value = "sub"
}
