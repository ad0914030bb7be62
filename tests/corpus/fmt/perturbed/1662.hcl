dynamic"group"  {
  for_each =groups
	labels=  [group.key,    "fixed"]
content {
  x=    length(group.value.members)
	}
}
