
unit "app1" {
	source = "../units/app1"
	path   = "app1"
}

unit "stack1" {
	source = "../stacks/stack1"
	path   = "stack1"
}
