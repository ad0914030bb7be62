variable "timecmp1" {
  type = number
}

variable "timecmp2" {
  type = number
}

variable "timecmp3" {
  type = number
}

variable "timecmp4" {
  type = number
}

variable "timecmp5" {
  type = number
}

variable "timecmp6" {
  type = number
}

output "timecmp1" {
  value = var.timecmp1
}

output "timecmp2" {
  value = var.timecmp2
}

output "timecmp3" {
  value = var.timecmp3
}

output "timecmp4" {
  value = var.timecmp4
}

output "timecmp5" {
  value = var.timecmp5
}

output "timecmp6" {
  value = var.timecmp6
}
