variable "the_answer"    {}

 output"truth"  {
value    =  "The answer is ${var.the_answer}"
}
