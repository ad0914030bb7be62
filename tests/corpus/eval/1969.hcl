r = {
  "quoted key" : strlen(obj.tags)
}
