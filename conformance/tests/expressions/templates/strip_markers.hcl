left = "a  ${~ "b" } c"
right = "a ${ "b" ~}  c"
both = "a 
 ${~ "b" ~} 
 c"
