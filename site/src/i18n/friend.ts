// The words of the games between two people on the play page (issue 46 points 1 and 2: a friend by
// link, over the board) and of the result box after a game against the engine (issue 44, "Rematch
// and a result box"). The page's static parts (views/Play.astro) and the code loaded on demand
// (client/play/friend-page.ts, result-box.ts) read them.
import { enCount, ruCount, words } from './words.ts';

type Side = 'white' | 'black';
type Reason = 'no-moves' | 'resigned' | 'repetition' | 'no-progress' | 'agreed';
type Problem = 'malformed' | 'unknown-variant' | 'too-long' | 'bad-start';

const EN_SIDE: Record<Side, string> = { white: 'White', black: 'Black' };
const RU_SIDE: Record<Side, string> = { white: 'белые', black: 'чёрные' };
const RU_SIDE_CAP: Record<Side, string> = { white: 'Белые', black: 'Чёрные' };
const RU_SIDE_GEN: Record<Side, string> = { white: 'белых', black: 'чёрных' };

export const friendWords = words(
  {
    opponent: 'Opponent',
    opponentEngine: 'The engine',
    opponentFriend: 'A friend, by link',
    opponentBoard: 'Over the board',
    opponentHint: 'With a friend, each move is sent as a link that carries the whole game; over the board, two players share this device.',
    friendTitle: 'A game with a friend, by link',
    boardTitle: 'Over the board',
    playEngine: 'Play the engine',
    link: 'The game’s link (send it to your friend after your move)',
    copyLink: 'Copy link',
    share: 'Share…',
    linkCopied: 'Link copied: send it to your friend.',
    copyFailed: 'Copying failed: select the link and copy it.',
    offerDraw: 'Offer a draw',
    acceptDraw: 'Accept the draw',
    resign: 'Resign',
    resignConfirm: 'I resign',
    takeback: 'Take back',
    takebackConfirm: 'Both agree: take back',
    takebackAsk: 'Take back the last move? Both players agree: press “Both agree: take back”.',
    fixedBoard: 'Keep the board fixed (do not turn it after each move)',
    flip: 'Flip board',
    download: 'Download PDN',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    yourMove: (side: Side) => `Your move (${EN_SIDE[side]}): play it, then send the new link.`,
    theirMove: (side: Side) => `Your friend’s move (${EN_SIDE[side]}): send them the link below and wait for theirs.`,
    boardTurn: (side: Side) => `${EN_SIDE[side]} to move.`,
    drawOffered: (side: Side) => `${EN_SIDE[side]} offers a draw: accept it, or play a move to decline.`,
    result: (winner: Side | undefined, reason: Reason, loser: Side) =>
      `${winner ? `${EN_SIDE[winner]} wins` : 'Draw'}: ${
        {
          'no-moves': `${EN_SIDE[loser]} has no legal move.`,
          resigned: `${EN_SIDE[loser]} resigned.`,
          repetition: 'the same position for the third time.',
          'no-progress': '15 moves by each side without a capture or a man move.',
          agreed: 'agreed by both players.',
        }[reason]
      }`,
    refused: (ply: number, move: string) => `The link’s move ${ply} (${move}) is not a legal move: the game is shown before it.`,
    problem: (p: Problem) =>
      ({
        malformed: 'This link is damaged: it holds no game. Ask your friend to send it again.',
        'unknown-variant': 'This link’s game is of a variant this site does not know.',
        'too-long': 'This link’s game is too long to open (600 plies at most).',
        'bad-start': 'This link’s start position cannot be played.',
      })[p],
    notKept: 'This browser cannot keep the game (storage full or refused): the game goes on, keep its link.',
    games: 'Games with friends',
    gameLine: (plies: number, last: string, turn: string) => `${plies === 0 ? 'no moves yet' : enCount(plies, 'ply', 'plies')}${last ? `, last ${last}` : ''}: ${turn}`,
    turnYou: 'your move',
    turnThem: 'your friend’s move',
    turnBoard: (side: Side) => `${EN_SIDE[side]} to move`,
    finished: 'finished',
    vsFriend: (me: Side) => `With a friend (you: ${EN_SIDE[me]})`,
    vsBoard: 'Over the board',
    recordEvent: 'Game with a friend',
    recordBoardEvent: 'Over-the-board game',
    recordTermination: (reason: Reason, loser: Side) =>
      ({
        'no-moves': `${EN_SIDE[loser]} has no legal move`,
        resigned: `${EN_SIDE[loser]} resigned`,
        repetition: 'draw: the same position for the third time',
        'no-progress': 'draw: 15 moves by each side without a capture or a man move',
        agreed: 'draw agreed',
      })[reason],
    white: 'White',
    black: 'Black',
    rematch: 'Rematch (colours swapped)',
    analyse: 'Analyse',
    newGame: 'New game',
  },
  {
    opponent: 'Соперник',
    opponentEngine: 'Движок',
    opponentFriend: 'Друг, по ссылке',
    opponentBoard: 'За одной доской',
    opponentHint: 'С другом каждый ход отправляется ссылкой, в которой вся партия; за одной доской двое играют на этом устройстве.',
    friendTitle: 'Партия с другом по ссылке',
    boardTitle: 'За одной доской',
    playEngine: 'Играть с движком',
    link: 'Ссылка на партию (отправьте её другу после своего хода)',
    copyLink: 'Копировать ссылку',
    share: 'Поделиться…',
    linkCopied: 'Ссылка скопирована: отправьте её другу.',
    copyFailed: 'Скопировать не удалось: выделите ссылку и скопируйте её.',
    offerDraw: 'Предложить ничью',
    acceptDraw: 'Принять ничью',
    resign: 'Сдаться',
    resignConfirm: 'Сдаюсь',
    takeback: 'Вернуть ход',
    takebackConfirm: 'Оба согласны: вернуть',
    takebackAsk: 'Вернуть последний ход? Если оба согласны, нажмите «Оба согласны: вернуть».',
    fixedBoard: 'Не поворачивать доску после каждого хода',
    flip: 'Перевернуть доску',
    download: 'Скачать PDN',
    moves: 'Ходы',
    noMoves: 'Ходов ещё нет.',
    yourMove: (side) => `Ваш ход (${RU_SIDE[side]}): сделайте его и отправьте новую ссылку.`,
    theirMove: (side) => `Ход друга (${RU_SIDE[side]}): отправьте ему ссылку ниже и дождитесь ответа.`,
    boardTurn: (side) => `Ход ${RU_SIDE_GEN[side]}.`,
    drawOffered: (side) => `${RU_SIDE_CAP[side]} предлагают ничью: примите её или сделайте ход, чтобы отказаться.`,
    result: (winner, reason, loser) =>
      `${winner ? `${RU_SIDE_CAP[winner]} выиграли` : 'Ничья'}: ${
        {
          'no-moves': `у ${RU_SIDE_GEN[loser]} нет хода.`,
          resigned: `${RU_SIDE[loser]} сдались.`,
          repetition: 'позиция повторилась в третий раз.',
          'no-progress': '15 ходов каждой стороны без взятия и без хода простой.',
          agreed: 'по согласию игроков.',
        }[reason]
      }`,
    refused: (ply, move) => `Ход ${ply} из ссылки (${move}) невозможен: партия показана до него.`,
    problem: (p) =>
      ({
        malformed: 'Ссылка повреждена: в ней нет партии. Попросите друга отправить её ещё раз.',
        'unknown-variant': 'Партия в ссылке — вариант, которого этот сайт не знает.',
        'too-long': 'Партия в ссылке слишком длинная (не больше 600 полуходов).',
        'bad-start': 'С начальной позицией из ссылки играть нельзя.',
      })[p],
    notKept: 'Этот браузер не может сохранить партию (хранилище заполнено или запрещено): игра продолжается, сохраните ссылку.',
    games: 'Партии с друзьями',
    gameLine: (plies, last, turn) => `${plies === 0 ? 'ходов ещё нет' : ruCount(plies, 'полуход', 'полухода', 'полуходов')}${last ? `, последний ${last}` : ''}: ${turn}`,
    turnYou: 'ваш ход',
    turnThem: 'ход друга',
    turnBoard: (side) => `ход ${RU_SIDE_GEN[side]}`,
    finished: 'окончена',
    vsFriend: (me) => `С другом (вы: ${RU_SIDE[me]})`,
    vsBoard: 'За одной доской',
    recordEvent: 'Партия с другом',
    recordBoardEvent: 'Партия за одной доской',
    recordTermination: (reason, loser) =>
      ({
        'no-moves': `у ${RU_SIDE_GEN[loser]} нет хода`,
        resigned: `${RU_SIDE[loser]} сдались`,
        repetition: 'ничья: позиция повторилась в третий раз',
        'no-progress': 'ничья: 15 ходов каждой стороны без взятия и без хода простой',
        agreed: 'ничья по согласию',
      })[reason],
    white: 'Белые',
    black: 'Чёрные',
    rematch: 'Реванш (цвета меняются)',
    analyse: 'Анализ',
    newGame: 'Новая игра',
  },
);
