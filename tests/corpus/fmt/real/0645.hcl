output "test_output1" {
  value = "value1"
}

output "test_output2" {
  value = "value2"
}