r =nul.*
