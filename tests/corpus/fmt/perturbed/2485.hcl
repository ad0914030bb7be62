r=    title("HELLO")
