r ="x-y-z"
