include  "module"  {

	path ="${find_in_parent_folders("tfwork")}/test-var/providers.tf"
}
