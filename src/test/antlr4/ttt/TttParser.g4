// A tic-tac-toe board: 'XO-/-X-/--O'. See TttLexer.g4.
parser grammar TttParser;

options { tokenVocab = TttLexer; }

tttRecord : row SLASH row SLASH row EOF ;

row : cell cell cell ;

cell
    : MARK        # markCell
    | EMPTY_CELL  # emptyCell
    ;
