r = {
  "quoted key" : strlen(objs.*.size)
  for_x = join(", ", distinct(split("", strs[1])))
}
