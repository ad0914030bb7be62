output "foo"{
  value ="Hello, World"
}
