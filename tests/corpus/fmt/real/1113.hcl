# Simple unit that produces an output
