input    =  "hello world"
