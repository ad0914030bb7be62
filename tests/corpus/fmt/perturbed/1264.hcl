output "test"{
      value    =  "test"
 }
