dynamic "setting" {
	for_each    =  nope
content  {}
}
