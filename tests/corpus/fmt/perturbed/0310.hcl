output "id"  {
	value  = "aurora-web-real"
}
