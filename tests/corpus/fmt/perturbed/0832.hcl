output "text"{
 value =  "charlie"
}
