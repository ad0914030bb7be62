output "app"{
	value    = "app2"
}
