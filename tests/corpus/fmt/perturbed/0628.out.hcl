output "the_answer" {
  value = 42
}
