input=    "hello world"
 unused_input=  "I am unused"
