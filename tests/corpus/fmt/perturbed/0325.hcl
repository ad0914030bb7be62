variable "input_value" {}

output "output_value"{
    value    =    var.input_value
}